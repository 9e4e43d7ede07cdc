import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { openPopup, useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import type { GiftDeposit } from '@shop/types';
import { Button, FormAlert, TextField, navigate, useForm } from '@shop/ui';
import { checkText, maskNumber } from '@shop/validation';
import { addGiftToProfile, fetchGiftDeposit } from '../api/gift-deposit';
import { CertificatePdfButton } from '../../certificate-pdf/certificate-pdf-button';
import { GiftDetails } from './gift-details';
import styles from '../../purchase/components/certificate-page.module.css';

interface ActivationValues {
  id: string;
  authCode: string;
}

const AUTH_CODE = /^\d{4}$/;

const rules = {
  id: (value: string) => checkText(value, { required: true, maxLength: 64 }),
  authCode: (value: string) =>
    checkText(value, {
      required: true,
      pattern: AUTH_CODE,
      invalidMessage: 'error.certificate.activationCode',
    }),
};

type Notice = { tone: 'error' | 'success'; text: string };

interface CheckedGift {
  gift: GiftDeposit;
  code: string;
}

/**
 * A gift checked on the page without a number in its address, handed to the page that the
 * number, put into the address, mounts afresh (the page is keyed by it, root.tsx). Without it
 * the check answered and the new page showed the empty form.
 */
let checkedBeforeAddressChange: (CheckedGift & { id: string }) | null = null;

const checkedFor = (pathId: string): CheckedGift | null =>
  checkedBeforeAddressChange?.id === pathId ? checkedBeforeAddressChange : null;

/**
 * `/get-certificate/{id?}`: a gift's number (from the path or typed) and its code show the
 * gift; a logged-in user adds it to the profile, a guest logs in first (the auth popup) and
 * the adding continues when `user:changed` says so.
 */
export function GetCertificatePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const route = useBusState('route');
  const user = useBusState('user');
  const pathId = route?.params.id ?? '';
  const [gift, setGift] = useState<CheckedGift | null>(() => checkedFor(pathId));
  const form = useForm<ActivationValues>({
    initialValues: { id: pathId, authCode: gift?.code ?? '' },
    rules,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [adding, setAdding] = useState(false);
  const [awaitingLogin, setAwaitingLogin] = useState(false);

  // Taken once it is shown: a later visit to the same address starts with the empty form.
  useEffect(() => {
    checkedBeforeAddressChange = null;
  }, []);

  const check = form.handleSubmit(async ({ id, authCode }) => {
    setNotice(null);
    setGift(null);
    const outcome = await fetchGiftDeposit(id.trim(), authCode);
    if (outcome.ok) {
      const checked = { gift: outcome.gift, code: authCode };
      setGift(checked);
      // The number goes into the address, so a reload or a shared link keeps it.
      if (id.trim() !== pathId) {
        checkedBeforeAddressChange = { ...checked, id: id.trim() };
        navigate(hrefFor('get-certificate', { id: id.trim() }), { replace: true });
      }
      return;
    }
    form.setError(
      'authCode',
      outcome.message
        ? { text: outcome.message }
        : outcome.tooManyAttempts
          ? { text: intl.formatMessage({ id: 'certificates.gift.tooManyAttempts' }) }
          : 'error.certificate.activationCode',
    );
  });

  const addToProfile = useCallback(async () => {
    if (!gift) return;
    setAdding(true);
    setNotice(null);
    const outcome = await addGiftToProfile(gift.gift.id, gift.code);
    setAdding(false);
    if (outcome.ok) {
      setGift({ ...gift, gift: { ...gift.gift, activated: true } });
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'certificates.gift.added' }) });
    } else if (outcome.unauthorized) {
      setAwaitingLogin(true);
      openPopup('auth', { reason: intl.formatMessage({ id: 'certificates.gift.loginReason' }) });
    } else {
      const fallback = outcome.tooManyAttempts
        ? 'certificates.gift.tooManyAttempts'
        : 'error.certificate.addToProfile';
      setNotice({ tone: 'error', text: outcome.message ?? intl.formatMessage({ id: fallback }) });
    }
  }, [gift, intl]);

  // Back from the auth popup logged in: carry on with what the shopper asked for.
  useEffect(() => {
    if (awaitingLogin && user.isAuth) {
      setAwaitingLogin(false);
      void addToProfile();
    }
  }, [awaitingLogin, user.isAuth, addToProfile]);

  const onAddToProfile = () => {
    if (user.isAuth) {
      void addToProfile();
      return;
    }
    setAwaitingLogin(true);
    openPopup('auth', { reason: t('certificates.gift.loginReason') });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('route.get-certificate')}</h1>
      <p className={styles.intro}>{t('certificates.gift.intro')}</p>
      <form className={styles.form} onSubmit={(event) => void check(event)} noValidate>
        <div className={styles.columns}>
          <TextField
            {...form.field('id')}
            label={t('certificates.gift.id')}
            autoComplete="off"
            required
          />
          <TextField
            {...form.field('authCode')}
            label={t('certificates.gift.code')}
            mask={maskNumber}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            required
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={form.submitting}>
            {t('certificates.gift.check')}
          </Button>
        </div>
      </form>

      {gift && (
        <div className={styles.form}>
          <GiftDetails gift={gift.gift} />
          <div className={styles.actions}>
            {!gift.gift.activated && (
              <Button loading={adding} onClick={onAddToProfile}>
                {t('certificates.gift.addToProfile')}
              </Button>
            )}
            <CertificatePdfButton gift={gift.gift} code={gift.code} />
          </div>
        </div>
      )}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
    </section>
  );
}

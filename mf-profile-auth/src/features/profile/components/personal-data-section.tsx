import { useState } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi, userStateFromUser } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import type { ProfileInfoResponse, ProfileSaveResponse } from '@shop/types';
import { Button, CheckboxField, FormAlert, TextField, useForm } from '@shop/ui';
import { checkBirthday, maskBirthday } from '@shop/validation';
import { PERSON_RULES, PersonFields } from '../../auth/components/person-fields';
import { failureText } from '../../auth/failure-text';
import styles from './profile.module.css';

type Answer = Pick<ProfileSaveResponse, 'messageType' | 'message'>;
const FIELDS = ['name', 'surname', 'email', 'birthday'] as const;

/**
 * Personal data (GET/POST /profile/info): name, surname, email, the read-only phone, the
 * birthday (dd.mm.yyyy, set once; then the operators' text of docs/product/08-messages.md#info-and-success-messages) and the newsletter toggle.
 * The server's answer is shown as sent: saved, not changed, or the operators' info.
 */
export function PersonalDataSection({
  info,
  onSaved,
}: {
  info: ProfileInfoResponse;
  onSaved: (info: ProfileInfoResponse) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { personalData, user } = info;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [subscribed, setSubscribed] = useState(user.isSubscribed);
  const [subscribing, setSubscribing] = useState(false);
  const form = useForm({
    initialValues: {
      name: personalData.name,
      surname: personalData.surname,
      email: personalData.email,
      birthday: personalData.birthday ?? '',
    },
    rules: {
      ...PERSON_RULES,
      birthday: (value) => (value ? checkBirthday(value) : null),
    },
  });

  const show = (response: ProfileSaveResponse | Omit<ProfileSaveResponse, 'errors'>) => {
    setAnswer(response);
    onSaved({ user: response.user, personalData: response.personalData });
    bus.emit('user:changed', userStateFromUser(response.user));
  };

  const save = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const response = await storefrontApi().saveProfileInfo(values);
      show(response);
      for (const name of FIELDS) {
        const text = response.errors?.[name]?.[0];
        // Said once: the answer's message above the form may already be this field's error.
        if (text && text !== response.message) form.setError(name, { text });
      }
    } catch (error) {
      setAnswer({ messageType: 'error', message: failureText(error, intl) });
    }
  });

  const toggleSubscription = async (checked: boolean) => {
    setSubscribed(checked);
    setSubscribing(true);
    setAnswer(null);
    try {
      show(await storefrontApi().setSubscription(checked));
    } catch (error) {
      setSubscribed(!checked);
      setAnswer({ messageType: 'error', message: failureText(error, intl) });
    } finally {
      setSubscribing(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        // The last answer goes with any new try, also one the form's own checks stop.
        setAnswer(null);
        void save(event);
      }}
    >
      {answer && <FormAlert tone={answer.messageType}>{answer.message}</FormAlert>}
      <PersonFields form={form} />
      <TextField
        name="phone"
        value={personalData.phone}
        onChange={() => undefined}
        label={t('profile.phone')}
        hint={t('profile.phone.hint')}
        type="tel"
        readOnly
      />
      <TextField
        {...form.field('birthday')}
        label={t('profile.birthday')}
        hint={t('profile.birthday.hint')}
        mask={maskBirthday}
        inputMode="numeric"
        autoComplete="bday"
      />
      <CheckboxField
        name="subscription"
        checked={subscribed}
        onChange={(checked) => void toggleSubscription(checked)}
        disabled={subscribing}
        label={t('profile.subscription')}
      />
      <div>
        <Button type="submit" variant="primary" loading={form.submitting}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

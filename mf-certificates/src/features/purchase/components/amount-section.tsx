import { useIntl } from 'react-intl';
import { formatPrice } from '@shop/i18n';
import type { DepositDesign, Locale } from '@shop/types';
import { RadioGroup, TextField, type FormApi } from '@shop/ui';
import { maskNumber } from '@shop/validation';
import { CUSTOM_AMOUNT, type CertificateItemValues } from '../certificate-rules';

/** The design's denominations and "another amount", which asks for the amount typed. */
export function AmountSection({
  form,
  design,
}: {
  form: FormApi<CertificateItemValues>;
  design: DepositDesign | undefined;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = intl.locale as Locale;
  const currency = design?.currency ?? (locale === 'ru' ? 'RUB' : 'USD');
  const denominations = [
    ...(design?.amounts ?? []).map((amount) => ({
      value: String(amount),
      label: formatPrice(amount, currency, locale),
    })),
    { value: CUSTOM_AMOUNT, label: t('certificates.amount.custom') },
  ];
  return (
    <>
      <RadioGroup
        legend={t('certificates.amount.legend')}
        name="denomination"
        value={form.values.denomination || null}
        error={form.errorText('denomination')}
        onChange={(value) => form.setValue('denomination', value)}
        options={denominations}
      />
      {form.values.denomination === CUSTOM_AMOUNT && (
        <TextField
          {...form.field('customAmount')}
          label={t('certificates.amount.customLabel')}
          hint={t('certificates.amount.hint')}
          mask={maskNumber}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}
    </>
  );
}

import { useIntl } from 'react-intl';
import type { DepositDesign } from '@shop/types';
import { RadioGroup, type FormApi } from '@shop/ui';
import { CUSTOM_AMOUNT, type CertificateItemValues } from '../certificate-rules';
import styles from './certificate-page.module.css';

/** The amount chosen so far, if the next design offers it (a free amount always stays). */
export function denominationFor(next: DepositDesign | undefined, denomination: string): string {
  const kept =
    denomination === CUSTOM_AMOUNT ||
    next?.amounts.some((amount) => String(amount) === denomination);
  return kept ? denomination : '';
}

/** The certificate's designs, each with its preview; a design without the chosen amount clears it. */
export function DesignSection({
  form,
  designs,
}: {
  form: FormApi<CertificateItemValues>;
  designs: readonly DepositDesign[];
}) {
  const intl = useIntl();
  const chooseDesign = (designId: string) => {
    const next = designs.find((d) => String(d.id) === designId);
    const denomination = denominationFor(next, form.values.denomination);
    form.setValue('designId', designId);
    if (denomination !== form.values.denomination) form.setValue('denomination', denomination);
  };
  return (
    <div className={styles.designs}>
      <RadioGroup
        legend={intl.formatMessage({ id: 'certificates.design.legend' })}
        name="designId"
        value={form.values.designId || null}
        error={form.errorText('designId')}
        onChange={chooseDesign}
        options={designs.map((d) => ({
          value: String(d.id),
          label: (
            <span className={styles.design}>
              <img src={d.preview} alt="" width={200} height={126} loading="lazy" />
              <span>{d.name}</span>
            </span>
          ),
        }))}
      />
    </div>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import type { GiftDeposit, Locale } from '@shop/types';
import { Button, FormAlert } from '@shop/ui';
import { logError } from '@shop/error-codes';
import { CERT_ERRORS } from '../../error-codes';

/**
 * "Download the certificate (PDF)" for whoever holds the gift's number and code (the buyer or
 * the recipient). The PDF is made in the browser from what the page already has, so the code
 * never travels again; pdf-lib, the QR generator and the font load only on this click.
 */
export function CertificatePdfButton({ gift, code }: { gift: GiftDeposit; code: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const download = async () => {
    setState('busy');
    try {
      const { downloadCertificatePdf } = await import(
        /* webpackChunkName: "certificate-pdf" */ './download-certificate-pdf'
      );
      await downloadCertificatePdf({
        gift,
        code,
        locale: intl.locale as Locale,
        activationLink: new URL(hrefFor('get-certificate', { id: gift.id }), window.location.origin)
          .href,
        texts: {
          title: t('certificates.pdf.title'),
          number: t('certificates.gift.id'),
          code: t('certificates.gift.code'),
          from: t('certificates.gift.from'),
          message: t('certificates.message'),
          validUntil: t('certificates.gift.expires'),
          scan: t('certificates.pdf.scan'),
        },
      });
      setState('idle');
    } catch (error) {
      logError(CERT_ERRORS.CERTIFICATE_PDF_FAILED, 'certificate PDF failed', error);
      setState('failed');
    }
  };

  return (
    <>
      <Button variant="secondary" loading={state === 'busy'} onClick={() => void download()}>
        {t('certificates.pdf.download')}
      </Button>
      {state === 'failed' && <FormAlert tone="error">{t('error.certificate.pdf')}</FormAlert>}
    </>
  );
}

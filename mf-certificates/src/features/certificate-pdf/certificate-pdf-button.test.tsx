import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShop } from '@shop/ui/testing';
import { giftFixture } from '../../testing/gift-fixture';
import { CertificatePdfButton } from './certificate-pdf-button';
import { downloadCertificatePdf } from './download-certificate-pdf';

// The download itself (font fetch, canvas, a click on a blob link) is the browser's: E2E
// downloads a real one; build-certificate-pdf.test.ts checks what the PDF holds.
jest.mock('./download-certificate-pdf', () => ({ downloadCertificatePdf: jest.fn() }));

const gift = giftFixture();
const download = jest.mocked(downloadCertificatePdf);

beforeEach(() => download.mockReset());

describe('CertificatePdfButton', () => {
  it('makes the PDF on a click, in the page language, with the QR of the activation page', async () => {
    download.mockResolvedValue();
    renderWithShop(<CertificatePdfButton gift={gift} code="1234" />, 'ru');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Скачать сертификат (PDF)' }));
    });
    expect(download).toHaveBeenCalledWith({
      gift,
      code: '1234',
      locale: 'ru',
      activationLink: `${window.location.origin}/get-certificate/GD-7-1`,
      texts: expect.objectContaining({ title: 'Подарочный сертификат', code: 'Код активации' }),
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Скачать сертификат (PDF)', 'Не удалось создать PDF сертификата'],
    ['en', 'Download the certificate (PDF)', 'The certificate PDF could not be created'],
  ] as const)('shows the catalogued failure text (%s)', async (locale, button, failure) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    download.mockRejectedValue(new Error('font 404'));
    renderWithShop(<CertificatePdfButton gift={gift} code="1234" />, locale);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: button }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('CERT-008'), expect.any(Error));
    logged.mockRestore();
  });
});

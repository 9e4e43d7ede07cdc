import { fireEvent, screen } from '@testing-library/react';
import { MakeHappyPopup } from '../../make-happy/components/make-happy-popup';
import { apiError, apiServer, certificates, mockApiServer } from '@shop/api-client/testing';
import { renderWithShop } from '@shop/ui/testing';
import { CertificateInfoPage } from './certificate-info-page';

mockApiServer();

describe('certificate info page and make-happy popup', () => {
  it('shows the certificate pictures and links to buying and activating', async () => {
    apiServer.use(
      certificates.images({ images: [{ id: 1, title: 'Сертификат 1', image: '/c1.jpg' }] }),
    );
    renderWithShop(<CertificateInfoPage />);
    expect(await screen.findByText('Сертификат 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Купить сертификат' })).toHaveAttribute(
      'href',
      '/certificate',
    );
    expect(screen.getByRole('link', { name: 'Активировать подарок' })).toHaveAttribute(
      'href',
      '/get-certificate',
    );
  });

  it('retries the pictures after a failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(
      certificates.images(apiError(500, 'internal_error'), { once: true }),
      certificates.images({ images: [{ id: 2, title: 'Сертификат 2', image: '/c2.jpg' }] }),
    );
    renderWithShop(<CertificateInfoPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Произошла ошибка при получении данных сертификата',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('Сертификат 2')).toBeVisible();
  });

  it('make-happy links to the certificate page on ru and not where it is blocked', () => {
    const onClose = jest.fn();
    const ru = renderWithShop(<MakeHappyPopup props={{}} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Порадуйте близких' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать сертификат' })).toHaveAttribute(
      'href',
      '/certificate',
    );
    ru.unmount();
    renderWithShop(<MakeHappyPopup props={{}} onClose={onClose} />, 'en');
    expect(screen.getByRole('dialog', { name: 'Make someone happy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose a certificate' })).not.toBeInTheDocument();
  });
});

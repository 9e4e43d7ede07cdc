import { fireEvent, screen } from '@testing-library/react';
import { bus, closeAllPopups } from '@shop/event-bus';
import { renderWithShop } from '@shop/ui/testing';
import { MakeHappyNudge } from './make-happy-nudge';

afterEach(() => closeAllPopups());

describe('MakeHappyNudge', () => {
  it('opens the make-happy popup from the empty cart where certificates are sold', () => {
    renderWithShop(<MakeHappyNudge />, 'ru');
    fireEvent.click(screen.getByRole('button', { name: 'Порадовать близких сертификатом' }));
    expect(bus.get('popup').open.map((p) => p.key)).toEqual(['make-happy']);
  });

  it('is absent on the storefront that blocks the certificate page', () => {
    renderWithShop(<MakeHappyNudge />, 'en');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

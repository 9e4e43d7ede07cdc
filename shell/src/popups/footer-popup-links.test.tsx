import { fireEvent, screen } from '@testing-library/react';
import { bus, closeAllPopups } from '@shop/event-bus';
import type { Locale } from '@shop/types';
import { FooterPopupLinks } from './footer-popup-links';
import { renderWithShop } from '@shop/ui/testing';

const at = (locale: Locale, isAuth: boolean) => {
  bus.set('storefront', { storefront: locale, locale, currency: locale === 'ru' ? 'RUB' : 'USD' });
  bus.set('user', { isAuth });
  closeAllPopups();
  renderWithShop(<FooterPopupLinks storefront={locale} />, locale);
};
const opened = () => bus.get('popup').open;

describe('FooterPopupLinks: joining the loyalty programme', () => {
  it('tells a logged-in customer they are already a member (already-insider)', () => {
    at('ru', true);
    fireEvent.click(screen.getByRole('button', { name: 'Вступить в программу лояльности' }));
    expect(opened().map((p) => p.key)).toEqual(['already-insider']);
  });

  it('asks a guest to log in, saying why', () => {
    at('ru', false);
    fireEvent.click(screen.getByRole('button', { name: 'Вступить в программу лояльности' }));
    expect(opened()).toEqual([
      {
        key: 'auth',
        props: {
          reason: 'Войдите или зарегистрируйтесь — и вы в программе лояльности',
          source: 'loyalty',
        },
      },
    ]);
  });

  it('is not offered on the storefront without the programme, the other links are', () => {
    at('en', true);
    expect(screen.queryByRole('button', { name: /loyalty/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Store addresses' }));
    expect(opened().map((p) => p.key)).toEqual(['shops']);
  });
});

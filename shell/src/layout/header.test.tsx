import { render, screen } from '@testing-library/react';
import { ShopIntlProvider } from '@shop/i18n';
import { resolveRoute } from '../routing/resolve-route';
import { shellMessages } from '../i18n/messages';
import { Header } from './header';

const headerAt = (pathname: string, storefront: 'ru' | 'en') => {
  const { route } = resolveRoute({ pathname, search: '' }, storefront);
  return render(
    <ShopIntlProvider locale={storefront} messages={shellMessages[storefront]}>
      <Header storefront={storefront} layout={route.layout} />
    </ShopIntlProvider>,
  );
};

describe('header layout (docs/product/02-screens.md#layouts)', () => {
  it.each([['/landings/online-subscription'], ['/lpbally'], ['/lpsale'], ['/dropofmagic']])(
    '%s is a landing: no shop menu, a link back into the shop',
    (pathname) => {
      headerAt(pathname, 'ru');
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
      expect(screen.getByRole('link', { name: 'В магазин' })).toHaveAttribute('href', '/catalog');
    },
  );

  it.each([['/'], ['/about'], ['/catalog/new'], ['/landings']])(
    '%s uses the default layout with the menu',
    (pathname) => {
      headerAt(pathname, 'ru');
      expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'В магазин' })).toBeNull();
    },
  );

  it('names the menu in English on the .com storefront and leaves out its blocked pages', () => {
    headerAt('/catalog', 'en');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Designers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gift cards' })).toBeNull();
  });
});

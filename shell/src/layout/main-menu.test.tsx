import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { RouteState } from '@shop/types';
import { shellMessages } from '../i18n/messages';
import { MainMenu } from './main-menu';

const ITEMS = [
  { href: '/catalog', id: 'shell.nav.catalog' },
  { href: '/catalog/new', id: 'shell.nav.new' },
  { href: '/designers', id: 'shell.nav.designers' },
];

const routeAt = (pathname: string): RouteState => ({
  name: 'x',
  owner: 'catalog',
  layout: 'default',
  pathname,
  search: '',
  params: {},
});

const renderMenu = () =>
  render(
    <ShopIntlProvider locale="ru" messages={shellMessages.ru}>
      <MainMenu items={ITEMS} />
    </ShopIntlProvider>,
  );

describe('MainMenu drawer', () => {
  beforeEach(() => bus.set('route', routeAt('/')));

  it('is a menu button controlling the navigation, collapsed at first', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Меню' });
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('opens with focus on the first item, keeps Tab inside and returns focus on Esc', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Меню' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Дизайнеры' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Дизайнеры' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with the close button and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Меню' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on navigation, by its own links or any other', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Меню' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Новинки' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    act(() => bus.set('route', routeAt('/wishlist')));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

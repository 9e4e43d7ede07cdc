import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, closeAllPopups } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import { shellMessages } from '../i18n/messages';
import { ProfileAction } from './profile-action';

const renderAction = () =>
  render(
    <ShopIntlProvider locale="ru" messages={shellMessages.ru}>
      <ProfileAction icon={<svg aria-hidden="true" />} />
    </ShopIntlProvider>,
  );

describe('ProfileAction', () => {
  afterEach(() => act(() => closeAllPopups()));

  it('opens the auth popup for a guest, on the same page', async () => {
    bus.emit('user:changed', { isAuth: false });
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(bus.get('popup').open).toEqual([{ key: 'auth', props: {} }]);
  });

  it('links a user to the profile and shows the name', () => {
    bus.emit('user:changed', { isAuth: true, name: 'Анна' });
    renderAction();
    const link = screen.getByRole('link', { name: /Профиль/ });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link).toHaveTextContent('Анна');
  });
});

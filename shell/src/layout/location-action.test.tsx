import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, closeAllPopups } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { shellMessages } from '../i18n/messages';
import { LocationAction } from './location-action';

const renderAction = (locale: Locale) =>
  render(
    <ShopIntlProvider locale={locale} messages={shellMessages[locale]}>
      <LocationAction />
    </ShopIntlProvider>,
  );

describe('LocationAction', () => {
  afterEach(() => act(() => closeAllPopups()));

  it('names the current city and opens the location popup', async () => {
    bus.set('location', {
      city: 'Москва',
      region: 'Москва',
      country: 'Россия',
      countryIsoCode: 'RU',
      isDefault: true,
    });
    renderAction('ru');
    await userEvent.click(screen.getByRole('button', { name: 'Город: Москва' }));
    expect(bus.get('popup').open).toEqual([{ key: 'location-choose', props: {} }]);
  });

  it('invites a choice before the location is known', () => {
    bus.set('location', null);
    renderAction('en');
    expect(screen.getByRole('button', { name: 'Choose your location' })).toBeVisible();
  });
});

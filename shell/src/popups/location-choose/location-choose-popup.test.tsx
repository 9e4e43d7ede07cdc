import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import type { CityOption, Locale } from '@shop/types';
import { renderWithShop } from '@shop/ui/testing';
import LocationChoosePopup from './location-choose-popup';

const api = {
  getCountries: jest.fn(),
  getCities: jest.fn(),
  getDomainByCountry: jest.fn(),
  setCountry: jest.fn(),
  setLocation: jest.fn(),
};
jest.mock('@shop/api-client', () => ({
  ...jest.requireActual('@shop/api-client'),
  storefrontApi: () => api,
}));

const RU_CITIES: CityOption[] = [
  { city: 'Москва', region: 'Москва', country_iso_code: 'RU', beltway_hit: true },
  { city: 'Казань', region: 'Татарстан', country_iso_code: 'RU', beltway_hit: false },
];

/** Opens the popup as the popup host does (the storefront stays as the test set it). */
function renderPopup(locale: Locale = 'ru') {
  const onClose = jest.fn();
  renderWithShop(<LocationChoosePopup props={{}} onClose={onClose} />, locale, {
    keepStorefront: true,
  });
  return onClose;
}

beforeEach(() => {
  jest.clearAllMocks();
  bus.set('storefront', { storefront: 'ru', locale: 'ru', currency: 'RUB' });
  bus.set('location', {
    city: 'Москва',
    region: 'Москва',
    country: 'Россия',
    countryIsoCode: 'RU',
    isDefault: true,
  });
  api.getCountries.mockResolvedValue({
    countries: [
      { code: 'DE', name: 'Германия' },
      { code: 'AE', name: 'ОАЭ' },
      { code: 'RU', name: 'Россия' },
    ],
  });
  api.getCities.mockImplementation(async (_country: string, q: string) => ({
    cities: RU_CITIES.filter((c) => c.city.toLowerCase().startsWith(q.toLowerCase())),
  }));
  api.getDomainByCountry.mockImplementation(async (code: string, url: string) => ({
    domain: 'localhost',
    country_name: code,
    redirect_url: `http://localhost${url}`,
  }));
  api.setCountry.mockResolvedValue({
    countryChanged: false,
    currency: 'RUB',
    location: { city: 'Москва', country_iso_code: 'RU' },
  });
  api.setLocation.mockImplementation(async (body: { city: string; region: string }) => ({
    reload: false,
    location: {
      city: body.city,
      region: body.region,
      country: 'Россия',
      country_iso_code: 'RU',
      beltway_hit: false,
      beltway_distance: null,
      default: false,
    },
  }));
});

describe('location-choose popup', () => {
  it('shows the current location and marks its country', async () => {
    renderPopup();
    expect(screen.getByRole('dialog', { name: 'Ваш город' })).toBeVisible();
    expect(screen.getByText('Сейчас: Москва, Россия')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Страны' });
    expect(within(list).getByRole('button', { name: 'Россия (выбрано)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('filters the countries as the visitor types, with an empty state', async () => {
    renderPopup('en');
    await screen.findByRole('list', { name: 'Countries' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'гер');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  });

  it('chooses another city of the country: same domain, location on the bus, popup closed', async () => {
    const onClose = renderPopup();
    await userEvent.click(await screen.findByRole('button', { name: 'Россия (выбрано)' }));
    expect(screen.getByRole('heading', { name: 'Города: Россия' })).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Поиск города' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'ка');
    await userEvent.click(await screen.findByRole('button', { name: 'Казань, Татарстан' }));
    expect(api.getCities).toHaveBeenLastCalledWith('RU', 'ка', expect.anything());
    expect(api.getDomainByCountry).toHaveBeenCalledWith('RU', '/');
    expect(api.setLocation).toHaveBeenCalledWith({
      country_iso_code: 'RU',
      city: 'Казань',
      region: 'Татарстан',
      beltway_hit: false,
    });
    expect(onClose).toHaveBeenCalled();
    expect(bus.get('location')).toMatchObject({ city: 'Казань', countryIsoCode: 'RU' });
  });

  it('goes back to the countries with the focus on their search', async () => {
    renderPopup();
    await userEvent.click(await screen.findByRole('button', { name: 'ОАЭ' }));
    await userEvent.click(screen.getByRole('button', { name: '← Все страны' }));
    expect(screen.getByRole('searchbox', { name: 'Поиск страны' })).toHaveFocus();
  });

  it('says so when the change fails, and stays open for another try', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.setCountry.mockRejectedValue(new Error('offline'));
    const onClose = renderPopup();
    await userEvent.click(await screen.findByRole('button', { name: 'Россия (выбрано)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Вся страна: Россия' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось сменить город. Попробуйте ещё раз.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Вся страна: Россия' })).toBeEnabled();
  });

  it('offers a retry when the countries cannot be loaded', async () => {
    // The failed read is logged (docs/product/08-messages.md#network-failures); the popup shows its retry.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getCountries.mockRejectedValueOnce(new Error('offline'));
    renderPopup('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Countries' })).toBeVisible();
    await act(async () => undefined);
    expect(api.getCountries).toHaveBeenCalledTimes(2);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import type { CityOption, Locale } from '@shop/types';
import { renderWithShop } from '@shop/ui/testing';
import {
  HttpResponse,
  apiCalls,
  apiServer,
  bodiesOf,
  location,
  mockApiServer,
} from '@shop/api-client/testing';
import LocationChoosePopup from './location-choose-popup';

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

mockApiServer(
  location.countries({
    countries: [
      { code: 'DE', name: 'Германия' },
      { code: 'AE', name: 'ОАЭ' },
      { code: 'RU', name: 'Россия' },
    ],
  }),
  location.cities(({ query }) => ({
    cities: RU_CITIES.filter((c) =>
      c.city.toLowerCase().startsWith((query.get('q') ?? '').toLowerCase()),
    ),
  })),
  location.domainByCountry(({ params, body }) => ({
    domain: 'localhost',
    country_name: String(params.code),
    redirect_url: `http://localhost${(body as { url: string }).url}`,
  })),
  location.setCountry({
    countryChanged: false,
    currency: 'RUB',
    location: { city: 'Москва', country_iso_code: 'RU' },
  } as never),
  location.set(({ body }) => {
    const { city, region } = body as { city: string; region: string };
    return {
      reload: false,
      location: {
        city,
        region,
        country: 'Россия',
        country_iso_code: 'RU',
        beltway_hit: false,
        beltway_distance: null,
        default: false,
      },
    } as never;
  }),
);

beforeEach(() => {
  bus.set('storefront', { storefront: 'ru', locale: 'ru', currency: 'RUB' });
  bus.set('location', {
    city: 'Москва',
    region: 'Москва',
    country: 'Россия',
    countryIsoCode: 'RU',
    isDefault: true,
  });
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
    const cities = apiCalls('GET /location/cities');
    expect(cities.at(-1)?.query.get('country')).toBe('RU');
    expect(cities.at(-1)?.query.get('q')).toBe('ка');
    expect(apiCalls('POST /domain-by-country/RU')).toHaveLength(1);
    expect(bodiesOf('POST /domain-by-country/RU')).toEqual([{ url: '/' }]);
    expect(bodiesOf('POST /location')).toEqual([
      {
        country_iso_code: 'RU',
        city: 'Казань',
        region: 'Татарстан',
        beltway_hit: false,
      },
    ]);
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
    apiServer.use(location.setCountry(HttpResponse.error()));
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
    apiServer.use(location.countries(HttpResponse.error(), { once: true }));
    renderPopup('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Countries' })).toBeVisible();
    await act(async () => undefined);
    expect(apiCalls('GET /location/countries')).toHaveLength(2);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shop } from '@shop/types';
import { apiCalls, apiError, apiServer, content, mockApiServer } from '@shop/api-client/testing';
import { renderWithShop } from '@shop/ui/testing';
import ShopsPopup, { groupByCity } from './shops-popup';

const shop = (id: number, city: string, name: string): Shop => ({
  id,
  name,
  mall: `${name} Mall`,
  country_iso_code: city === 'Dubai' ? 'AE' : 'RU',
  city,
  address: `Street ${id}`,
  workHours: '10:00–22:00',
  phone: `+7 495 000-00-${10 + id}`,
  lat: 0,
  lng: 0,
});

const SHOPS = [
  shop(1, 'Moscow', 'GUM'),
  shop(2, 'Moscow', 'TsUM'),
  shop(3, 'St Petersburg', 'DLT'),
  shop(4, 'Dubai', 'The Dubai Mall'),
];

mockApiServer(content.shops({ shops: SHOPS }));

describe('shops popup', () => {
  it('groups the shops by city in the order of their ids', () => {
    expect(groupByCity(SHOPS).map(([city, shops]) => [city, shops.map((s) => s.id)])).toEqual([
      ['Moscow', [1, 2]],
      ['St Petersburg', [3]],
      ['Dubai', [4]],
    ]);
  });

  it('lists every shop with its address, hours and a phone link, by city', async () => {
    renderWithShop(<ShopsPopup props={{}} onClose={jest.fn()} />, 'en');
    const moscow = await screen.findByRole('region', { name: 'Moscow' });
    expect(within(moscow).getAllByRole('listitem')).toHaveLength(2);
    expect(within(moscow).getByRole('heading', { name: 'GUM' })).toBeVisible();
    expect(within(moscow).getByText('GUM Mall')).toBeVisible();
    expect(within(moscow).getAllByText('Daily 10:00–22:00')).toHaveLength(2);
    expect(within(moscow).getByRole('link', { name: 'Phone: +7 495 000-00-11' })).toHaveAttribute(
      'href',
      'tel:+74950000011',
    );
    expect(screen.getByRole('region', { name: 'Dubai' })).toBeVisible();
  });

  it('shows a failure with a retry that loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(content.shops(apiError(500, 'internal_error', 'x'), { once: true }));
    renderWithShop(<ShopsPopup props={{}} onClose={jest.fn()} />, 'ru');
    expect(screen.getByText('Загружаем адреса…')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить адреса магазинов.',
    );
    // Logged once, under the shell's code for it (the query's meta).
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[shell\] SHELL-021 .*\["shell","shops","ru"\]$/),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'DLT' })).toBeVisible();
    await act(async () => undefined);
    expect(apiCalls().map((call) => call.path)).toEqual(['/shops', '/shops']);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCalls, apiError, apiServer, content, mockApiServer } from '@shop/api-client/testing';
import type { Shop } from '@shop/types';
import { renderWithShop } from '@shop/ui/testing';
import { ShopChoice } from './shop-choice';

const shop = (id: number, name: string, mall: string, country: string): Shop => ({
  id,
  name,
  mall,
  country_iso_code: country,
  city: country === 'RU' ? 'Moscow' : 'Dubai',
  address: `${id} Main St`,
  workHours: '10:00–22:00',
  phone: '+7 495 000-00-10',
  lat: 0,
  lng: 0,
});

const SHOPS = {
  shops: [
    shop(1, 'Red Square Boutique', 'GUM', 'RU'),
    shop(2, 'Petrovka Boutique', 'TsUM', 'RU'),
    shop(12, 'Downtown Boutique', 'The Dubai Mall', 'AE'),
  ],
};

mockApiServer();

describe('ShopChoice (store pickup, docs/product/09-constants.md#locations-and-shops shops)', () => {
  it("offers the delivery country's shops by name, with their mall and address", async () => {
    apiServer.use(content.shops(SHOPS));
    const onChange = jest.fn();
    renderWithShop(
      <ShopChoice legend="Shop" country="AE" value="" onChange={onChange} error={null} />,
      'en',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shops…');
    const choice = await screen.findByRole('radio', { name: /^Downtown Boutique/ });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Shop' })).toHaveTextContent(
      'The Dubai Mall, Dubai, 12 Main St',
    );
    await userEvent.click(choice);
    expect(onChange).toHaveBeenCalledWith('12');
  });

  it("clears a chosen shop of another country and says when the list can't load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first answer fails, the next one (the retry's) lists the shops.
    apiServer.use(content.shops(apiError(500, 'x', 'down'), { once: true }), content.shops(SHOPS));
    const onChange = jest.fn();
    renderWithShop(
      <ShopChoice legend="Магазин" country="RU" value="12" onChange={onChange} error={null} />,
    );
    expect(
      await screen.findByText('Произошла ошибка при получении точек самовывоза'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(apiCalls('GET /shops')).toHaveLength(2);
    expect(onChange).toHaveBeenCalledWith('');
    jest.restoreAllMocks();
  });
});

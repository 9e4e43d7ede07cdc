import { screen, within } from '@testing-library/react';
import { mockApi, resetBus } from '../../../testing/render';
import { renderWithShop, setRoute } from '@shop/ui/testing';
import { Root } from '../../../root';

describe('TrendsPage (/trend)', () => {
  beforeEach(() => resetBus());

  it('lists the trends, each linking to its listing, and no products', async () => {
    const requests: string[] = [];
    mockApi({
      'GET /trends': () => {
        requests.push('trends');
        return {
          trends: [
            { id: 'pearls', name: 'Pearls', url: '/trend/pearls' },
            { id: 'wedding', name: 'Wedding', url: '/trend/wedding' },
          ],
        };
      },
      'POST /catalog/show': () => {
        requests.push('catalog');
        return { result: { quantity: 0, products: [] } };
      },
    });
    setRoute('/trend');
    renderWithShop(<Root />, 'en');
    const list = await screen.findByRole('list', { name: 'Trends' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trends' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Pearls' })).toHaveAttribute(
      'href',
      '/trend/pearls',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(requests).toEqual(['trends']);
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /trends': () => ({ trends: [] }) });
    setRoute('/trend');
    renderWithShop(<Root />, 'ru');
    expect(await screen.findByText('Трендов пока нет')).toBeInTheDocument();
  });
});

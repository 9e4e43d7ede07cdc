import { screen, within } from '@testing-library/react';
import { apiCalls, apiServer, catalog, mockApiServer } from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop, setRoute } from '@shop/ui/testing';
import { Root } from '../../../root';

mockApiServer();

describe('TrendsPage (/trend)', () => {
  beforeEach(() => resetBus());

  it('lists the trends, each linking to its listing, and no products', async () => {
    apiServer.use(
      catalog.trends({
        trends: [
          { id: 'pearls', name: 'Pearls', url: '/trend/pearls' },
          { id: 'wedding', name: 'Wedding', url: '/trend/wedding' },
        ],
      }),
    );
    setRoute('/trend');
    renderWithShop(<Root />, 'en');
    const list = await screen.findByRole('list', { name: 'Trends' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trends' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Pearls' })).toHaveAttribute(
      'href',
      '/trend/pearls',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    // The trends only: no product listing is asked for.
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /trends']);
  });

  it('says so when there are none', async () => {
    apiServer.use(catalog.trends({ trends: [] }));
    setRoute('/trend');
    renderWithShop(<Root />, 'ru');
    expect(await screen.findByText('Трендов пока нет')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import type { CatalogShowResult } from '@shop/types';
import { apiServer, bodiesOf, catalog, mockApiServer } from '@shop/api-client/testing';
import { Root } from '../../../root';
import { productFixture } from '../../../testing/product-fixture';
import { resetBus } from '../../../testing/render';
import { renderWithShop, setRoute } from '@shop/ui/testing';

function result(extra: Partial<CatalogShowResult>): { result: CatalogShowResult } {
  return {
    result: {
      quantity: 1,
      products: [productFixture({ id: 1, name: 'Кольцо Aurora' })],
      limit: 48,
      offset: 0,
      title: '',
      filters: { designers: [], categories: [], tags: [], price: { min: 0, max: 0 } },
      ...extra,
    },
  };
}

mockApiServer();

describe('SearchPage', () => {
  beforeEach(() => {
    resetBus();
    window.history.replaceState(null, '', '/');
  });

  it('says which words the results are for when the query was corrected', async () => {
    apiServer.use(catalog.show(result({ search: { query: 'колцо', correctedQuery: 'кольцо' } })));
    setRoute('/search/колцо');
    renderWithShop(<Root />, 'ru');
    const notice = await screen.findByTestId('search-corrected');
    expect(notice).toHaveTextContent(
      'По запросу «колцо» ничего не нашлось. Показаны результаты по запросу «кольцо».',
    );
    expect(within(notice).getByRole('link', { name: 'кольцо' })).toHaveAttribute(
      'href',
      '/search/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%BE',
    );
    expect(bodiesOf('POST /catalog/show')[0]).toMatchObject({ url: '/search/колцо' });
    // Unsorted, a search is ordered by relevance, offered first.
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveDisplayValue(
      'По релевантности',
    );
  });

  it('offers ways on when nothing is found, in English too', async () => {
    apiServer.use(
      catalog.show(result({ quantity: 0, products: [], search: { query: 'zzzqqq' } })),
      catalog.bestsellers({ bestsellers: [] }),
    );
    setRoute('/search/zzzqqq');
    renderWithShop(<Root />, 'en');
    const empty = await screen.findByTestId('search-nothing-found');
    expect(empty).toHaveTextContent('Nothing found for “zzzqqq”');
    expect(empty).toHaveTextContent('Check the spelling');
    const ways = within(empty).getByRole('navigation', { name: 'Where to go next' });
    expect(
      within(ways)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/catalog', '/catalog/new', '/designers']);
    expect(screen.queryByTestId('search-corrected')).toBeNull();
  });

  it('keeps the filtered empty state (reset filters) when filters hide every result', async () => {
    apiServer.use(catalog.show(result({ quantity: 0, products: [], search: { query: 'кольцо' } })));
    setRoute('/search/кольцо?in_stock=1');
    renderWithShop(<Root />, 'ru');
    expect(
      await screen.findByText('По этим условиям ничего не найдено. Измените фильтры.'),
    ).toBeVisible();
    expect(screen.queryByTestId('search-nothing-found')).toBeNull();
  });
});

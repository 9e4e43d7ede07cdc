import { listingSource } from './listing-source';

describe('listingSource', () => {
  it.each([
    ['catalog', {}, { section: 'catalog', url: '' }],
    ['catalog-listing', { rest: 'rings/gold/' }, { section: 'catalog', url: '/rings/gold' }],
    ['jewelry', {}, { section: 'catalog', url: '/jewelry' }],
    ['designer', { id: 'volna' }, { section: 'catalog', url: '/designers/volna' }],
    ['trend-item', { id: 'pearls' }, { section: 'catalog', url: '/trend/pearls' }],
    ['search-results', { id: 'кольцо' }, { section: 'catalog', url: '/search/кольцо' }],
    ['tag', { id: 'bestseller' }, { section: 'tags', url: '/bestseller' }],
  ])('%s %j → %j', (name, params, expected) => {
    expect(listingSource({ name, params })).toMatchObject({
      ...expected,
      titleKey: `route.${name}`,
    });
  });

  it('lists nothing for pages that are not listings', () => {
    expect(listingSource({ name: 'product', params: { id: '1' } })).toBeNull();
    // The /trend index lists the trends, not products (TrendsPage).
    expect(listingSource({ name: 'trend', params: {} })).toBeNull();
  });
});

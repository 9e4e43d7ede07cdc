import { screen, within } from '@testing-library/react';
import type { Banner, ImageSet } from '@shop/types';
import { productFixture } from '../../../testing/product-fixture';
import { apiServer, bodiesOf, catalog, content, mockApiServer } from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop, setRoute } from '@shop/ui/testing';
import { Root } from '../../../root';

const densities = (n: string) => ({
  '1x': `/${n}.jpg`,
  '2x': `/${n}@2x.jpg`,
  '3x': `/${n}@3x.jpg`,
});
const formats = (n: string) => ({ webp: densities(n), png: densities(n), jpg: densities(n) });
const image: ImageSet = { mobile: formats('m'), tablet: formats('t'), desktop: formats('d') };
const banner = (id: number): Banner => ({
  id,
  title: `Banner ${id}`,
  subtitle: '',
  url: `/catalog/b${id}`,
  image,
});

mockApiServer(
  content.mainPage({
    mainBanner: banner(0),
    certificateStoryImage: image,
    banners: [1, 2, 3, 4, 5, 6, 7, 8].map(banner),
  }),
  catalog.show({ result: { quantity: 0, products: [] } } as never),
  catalog.bestsellers({ bestsellers: [] }),
);

describe('HomePage', () => {
  beforeEach(() => resetBus());

  it('links the certificate story only where the storefront allows the page (blocked on .com)', async () => {
    setRoute('/');
    const ru = renderWithShop(<Root />, 'ru');
    await screen.findByTestId('main-banner');
    expect(screen.getByTestId('certificate-story')).toHaveAttribute('href', '/certificate');
    ru.unmount();

    renderWithShop(<Root />, 'en');
    await screen.findByTestId('main-banner');
    expect(screen.queryByTestId('certificate-story')).not.toBeInTheDocument();
  });

  it('shows an eager main banner with dimensions, banner rows 3 / 3 / rest, new products and bestsellers', async () => {
    apiServer.use(
      catalog.show({
        result: {
          quantity: 1,
          products: [productFixture({ id: 5, name: 'New ring' })],
          limit: 12,
          offset: 0,
          title: '',
          filters: { designers: [], categories: [], tags: [], price: { min: 0, max: 0 } },
        },
      }),
      catalog.bestsellers({ bestsellers: [productFixture({ id: 6, name: 'Best ring' })] }),
    );
    setRoute('/');
    renderWithShop(<Root />, 'en');
    const hero = await screen.findByTestId('main-banner');
    const img = within(hero).getByRole('img', { name: 'Banner 0' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '1440');
    expect(img).toHaveAttribute('height', '720');
    expect(within(screen.getByTestId('banner-row-first')).getAllByRole('link')).toHaveLength(3);
    expect(within(screen.getByTestId('banner-row-second')).getAllByRole('link')).toHaveLength(3);
    expect(within(screen.getByTestId('banner-row-rest')).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'New ring' })).toBeInTheDocument();
    expect(bodiesOf('POST /catalog/show')[0]).toMatchObject({ url: '/new', offset: 0 });
    expect(await screen.findByRole('link', { name: 'Best ring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bestsellers' })).toBeInTheDocument();
  });
});

/** Product reads shared by catalogue, favorites and cart: rows → Product entities. */
import {
  type CurrencyCode,
  LISTING_PRODUCT_FIELDS,
  type ListingProduct,
  type Locale,
  type Product,
} from '@shop/types';
import type { AppContext } from '../../app-context';
import { CatalogRepository } from './catalog-repository';
import { type MapContext, mapProduct, shortOf } from './product-mapper';
import type { ProductRow } from './product-row';

export class CatalogService {
  readonly repo: CatalogRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new CatalogRepository(ctx);
  }

  mapContext(locale: Locale, currency: CurrencyCode): MapContext {
    return { locale, currency, media: this.ctx.media };
  }

  /**
   * Mapped products are memoized per locale, currency, stock levels and the row's prices:
   * what changes in a running shop is stock (orders) and prices (set in the database).
   * Cached objects are shared: never mutate.
   */
  private readonly cache = new Map<string, Product>();

  async toProducts(rows: ProductRow[], map: MapContext): Promise<Product[]> {
    const bundle = await this.repo.bundle(rows);
    return rows.map((row) => {
      const stock = (bundle.skus.get(row.id) ?? []).map((sku) => sku.stock).join(',');
      const prices = [
        row.price_rub,
        row.price_usd,
        row.price_aed,
        row.initial_rub,
        row.initial_usd,
        row.initial_aed,
      ].join(',');
      const key = `${row.id}|${map.locale}|${map.currency}|${stock}|${prices}|${row.is_archive}`;
      const cached = this.cache.get(key);
      if (cached) return cached;
      const product = mapProduct(row, bundle, map);
      if (this.cache.size > 20_000) this.cache.clear();
      this.cache.set(key, product);
      return product;
    });
  }

  /** Card projections (docs/product/02-screens.md#product-card) of the memoized products, memoized alongside them. */
  private readonly cards = new WeakMap<Product, ListingProduct>();

  async toCards(rows: ProductRow[], map: MapContext): Promise<ListingProduct[]> {
    return (await this.toProducts(rows, map)).map((product) => {
      const cached = this.cards.get(product);
      if (cached) return cached;
      const card = Object.fromEntries(
        LISTING_PRODUCT_FIELDS.filter((field) => field in product).map((field) => [
          field,
          product[field],
        ]),
      ) as ListingProduct;
      this.cards.set(product, card);
      return card;
    });
  }

  async productsByIds(ids: number[], map: MapContext): Promise<Product[]> {
    const rows = await this.repo.byIds(ids);
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return this.toProducts(rows, map);
  }

  /** The full product of the product page: collection sections and set elements filled. */
  async productPage(idOrSlug: string, map: MapContext): Promise<Product | null> {
    const row = await this.repo.byIdOrSlug(idOrSlug);
    if (!row) return null;
    const [shared] = await this.toProducts([row], map);
    if (!shared) return null;
    const product: Product = { ...shared };
    if (row.collection_id) {
      const [name, members] = await Promise.all([
        this.repo.collectionName(row.collection_id),
        this.repo.bySetOrCollection('collection_id', row.collection_id, 24),
      ]);
      const names = await this.repo.categoryNames();
      const sections = new Map<string, ProductRow[]>();
      for (const member of members.filter((m) => m.id !== row.id)) {
        sections.set(member.category_id, [...(sections.get(member.category_id) ?? []), member]);
      }
      product.collection = {
        id: row.collection_id,
        name: name?.[map.locale] ?? row.collection_id,
        collectionSections: [...sections.entries()].map(([categoryId, items]) => ({
          id: categoryId,
          name: names.get(categoryId)?.[map.locale] ?? categoryId,
          products: items.slice(0, 8).map((item) => shortOf(item, map)),
        })),
      };
    }
    if (row.set_id) {
      const members = await this.repo.bySetOrCollection('set_id', row.set_id, 6);
      product.sets = [
        {
          id: row.set_id,
          name:
            map.locale === 'ru' ? `Комплект от ${row.designer_name}` : `${row.designer_name} set`,
          elements: members.map((member) => shortOf(member, map)),
        },
      ];
    }
    return product;
  }
}

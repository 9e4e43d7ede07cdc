/** Maps database rows to the Product entity of docs/product/03-entities.md#product for a locale and currency. */
import type {
  CurrencyCode,
  Locale,
  Product,
  ProductModificationGroup,
  ProductPhoto,
  ProductPrice,
  ProductShort,
  ProductTag,
  SkuWithGems,
} from '@shop/types';
import type { MediaUrls } from '../../lib/media';
import { parseJson } from '../../lib/json';
import { currencySymbol, formatMoney } from '../../lib/storefront';
import { parseExtras } from '../../seed/product-extras';
import { TAGS } from '../../seed/seed-data';
import { DESIGNER_PHOTO_COUNT } from '../../seed/generate-media';
import type { ProductBundle, ProductRow, SkuRow, VariantRow } from './product-row';

export interface MapContext {
  locale: Locale;
  currency: CurrencyCode;
  media: MediaUrls;
}

export const MAX_QUANTITY_PER_LINE = 10;
const PREORDER_QUANTITY = 5;
const NO_PRICE_MESSAGE: Record<Locale, string> = { ru: 'Цена по запросу', en: 'Price on request' };

export function priceColumns(currency: CurrencyCode): {
  final: 'price_rub' | 'price_usd' | 'price_aed';
  initial: 'initial_rub' | 'initial_usd' | 'initial_aed';
} {
  if (currency === 'RUB') return { final: 'price_rub', initial: 'initial_rub' };
  if (currency === 'AED') return { final: 'price_aed', initial: 'initial_aed' };
  return { final: 'price_usd', initial: 'initial_usd' };
}

export function buildPrice(
  initial: number | null,
  final: number | null,
  currency: CurrencyCode,
  locale: Locale,
): ProductPrice {
  const discountPercent =
    initial !== null && final !== null && initial > final
      ? Math.round((1 - final / initial) * 100)
      : 0;
  const price: ProductPrice = {
    initial,
    final,
    initialFormatted: formatMoney(initial, currency, locale),
    finalFormatted: formatMoney(final, currency, locale),
    currencySym: currencySymbol(currency),
    currency,
    discountPercent,
  };
  if (final === null) price.message = NO_PRICE_MESSAGE[locale];
  return price;
}

export function rowPrice(row: ProductRow, ctx: MapContext): ProductPrice {
  const cols = priceColumns(ctx.currency);
  return buildPrice(row[cols.initial], row[cols.final], ctx.currency, ctx.locale);
}

/** Necklace SKUs (chain lengths) cost more for longer chains: a price range. */
function skuFactor(row: ProductRow, index: number): number {
  return row.category_id === 'necklaces' ? 1 + index * 0.04 : 1;
}

const roundPrice = (value: number, currency: CurrencyCode): number =>
  currency === 'RUB' ? Math.round(value / 100) * 100 : Math.round(value);

export function skuPrice(row: ProductRow, index: number, ctx: MapContext): ProductPrice {
  const cols = priceColumns(ctx.currency);
  const factor = skuFactor(row, index);
  const scale = (value: number | null): number | null =>
    value === null ? null : factor === 1 ? value : roundPrice(value * factor, ctx.currency);
  return buildPrice(scale(row[cols.initial]), scale(row[cols.final]), ctx.currency, ctx.locale);
}

export function maxQuantityOf(row: ProductRow, skus: SkuRow[]): number {
  if (row.is_archive) return 0;
  if (row.preorder) return PREORDER_QUANTITY;
  const stock = skus.reduce((sum, sku) => sum + sku.stock, 0) + (row.showcase ? 1 : 0);
  return Math.min(MAX_QUANTITY_PER_LINE, stock);
}

/** docs/product/02-screens.md#product-card: buyable when not archived, maxQuantity above 0 and an initial price is present. */
export const canBuy = (product: Pick<Product, 'is_archive' | 'maxQuantity' | 'price'>): boolean =>
  !product.is_archive && product.maxQuantity > 0 && product.price.initial !== null;

export function photosOf(row: ProductRow, name: string, media: MediaUrls): ProductPhoto[] {
  const kinds: ProductPhoto['image_type'][] = ['main', 'hover', 'detail'];
  if (row.id % 5 === 0) kinds.push('model');
  return kinds.map((kind, index) => {
    const n = (row.image_index + index * 11) % 48;
    const webp = media.productSizes(n, 'webp');
    return {
      id: `${row.id}-${index + 1}`,
      image_type: kind,
      url: webp.medium,
      webp,
      jpg: media.productSizes(n, 'jpg'),
      alt: index === 0 ? name : `${name} — ${index + 1}`,
    };
  });
}

export function tagsOf(row: ProductRow, locale: Locale): ProductTag[] {
  return row.tags
    .split(',')
    .filter((code) => code && TAGS[code])
    .map((code) => ({ code, name: TAGS[code]![locale], url: TAGS[code]!.url }));
}

const GROUP_NAMES = {
  color: { ru: 'Цвет металла', en: 'Metal colour' },
  symbol: { ru: 'Буква', en: 'Letter' },
} as const;

export function modificationsOf(
  row: ProductRow,
  variants: VariantRow[] | undefined,
  ctx: MapContext,
): ProductModificationGroup[] {
  if (!row.group_key || !variants || variants.length < 2) return [];
  const type = row.mod_type === 'symbol' ? 'symbol' : 'color';
  return [
    {
      name: GROUP_NAMES[type][ctx.locale],
      type,
      variants: variants.map((v) => ({
        id: v.id,
        size: null,
        mainGemWeight: null,
        name: (ctx.locale === 'ru' ? v.mod_name_ru : v.mod_name_en) ?? v.mod_value ?? '',
        picture: ctx.media.productSizes(v.image_index, 'webp').small,
        color: v.mod_color,
        value: v.mod_value ?? '',
        url: `/jewelry/${v.slug}`,
        selected: v.id === row.id,
      })),
    },
  ];
}

interface StoredCharacteristic {
  name: { ru: string; en: string };
  value: { ru: string; en: string };
}

export function skusOf(row: ProductRow, skus: SkuRow[], ctx: MapContext): SkuWithGems[] {
  const warehouse = ctx.locale === 'ru' ? 'Склад интернет-магазина' : 'Online store warehouse';
  return skus.map((sku, index) => {
    const stored = parseJson<StoredCharacteristic[]>(sku.characteristics, []);
    return {
      id: sku.id,
      size: sku.size,
      mainGemWeight: sku.main_gem_weight,
      price: skuPrice(row, index, ctx),
      balances: [{ storeId: 'warehouse', storeName: warehouse, quantity: sku.stock }],
      characteristics: stored.map((c) => ({
        name: c.name[ctx.locale],
        value: c.value[ctx.locale],
      })),
      characteristicName: sku.size ? (stored.at(-1)?.name[ctx.locale] ?? null) : null,
    };
  });
}

export function shortOf(row: ProductRow, ctx: MapContext): ProductShort {
  const name = ctx.locale === 'ru' ? row.name_ru : row.name_en;
  return {
    id: row.id,
    name,
    url: `/jewelry/${row.slug}`,
    photo: ctx.media.productSizes(row.image_index, 'webp').medium,
    designer: row.designer_name,
    price: rowPrice(row, ctx),
  };
}

export function mapProduct(row: ProductRow, bundle: ProductBundle, ctx: MapContext): Product {
  const { locale, media } = ctx;
  const name = locale === 'ru' ? row.name_ru : row.name_en;
  const extras = parseExtras(row.extras);
  const skuRows = bundle.skus.get(row.id) ?? [];
  const skus = skusOf(row, skuRows, ctx);
  const price = rowPrice(row, ctx);
  const finals = skus.map((s) => s.price.final).filter((v): v is number => v !== null);
  const photos = photosOf(row, name, media);
  const category = bundle.categoryNames.get(row.category_id);
  const designerPhotoIndex = (row.designer_sort % DESIGNER_PHOTO_COUNT) + 1;
  const maxQuantity = maxQuantityOf(row, skuRows);
  const product: Product = {
    id: row.id,
    itemId: row.id,
    externalCode: extras.externalCode,
    sku: String(skuRows[0]?.id ?? row.id),
    code: extras.code,
    name,
    url: `/jewelry/${row.slug}`,
    tags: tagsOf(row, locale),
    photos,
    photo: photos[0]?.url ?? null,
    designer: {
      id: row.designer_id,
      name: row.designer_name,
      url: `/designers/${row.designer_id}`,
    },
    catalog: {
      id: row.category_id,
      name: category?.[locale] ?? row.category_id,
      url: `/catalog/${row.category_id}`,
    },
    price,
    hasPriceRange: finals.length > 1 && Math.min(...finals) !== Math.max(...finals),
    modifications: modificationsOf(
      row,
      row.group_key ? bundle.variants.get(row.group_key) : undefined,
      ctx,
    ),
    itemCard: {
      cardClass: row.showcase ? 'showcase' : row.preorder ? 'preorder' : 'default',
      isShowcase: row.showcase === 1,
      showcaseDesigner: row.showcase
        ? {
            name: row.designer_name,
            showcaseStorages: [
              {
                id: `shop-${(row.id % 12) + 1}`,
                name:
                  locale === 'ru'
                    ? `Витрина ${row.designer_name}`
                    : `${row.designer_name} showcase`,
                address: locale === 'ru' ? 'Москва, ул. Петровка, 2' : 'Moscow, Petrovka St, 2',
                quantity: 1,
              },
            ],
          }
        : null,
    },
    skuListWithGems: skus,
    collection: row.collection_id
      ? { id: row.collection_id, name: row.collection_id, collectionSections: [] }
      : null,
    sets: row.set_id ? [{ id: row.set_id, name: row.set_id, elements: [] }] : [],
    is_archive: row.is_archive === 1,
    maxQuantity,
    preorder: row.preorder === 1,
    paymentRestrictionMessages: extras.restrictions[locale],
    dolyamePaymentInfo:
      extras.dolyame && ctx.currency === 'RUB' && price.final !== null && price.final <= 200_000
        ? {
            available: true,
            partsCount: 4,
            partAmount: Math.ceil(price.final / 4),
            currency: 'RUB',
          }
        : null,
    designerPhoto: media.url(`designers/d${designerPhotoIndex}.webp`),
    videos: extras.video
      ? [
          {
            url: media.url('videos/product-360.mp4'),
            poster: photos[0]?.jpg.large ?? '',
            type: 'video/mp4',
          },
        ]
      : [],
    description: locale === 'ru' ? row.description_ru : row.description_en,
  };
  product.canBuy = canBuy(product);
  return product;
}

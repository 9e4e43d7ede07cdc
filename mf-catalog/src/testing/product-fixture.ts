import type { Product, ProductPhoto, ProductPrice } from '@shop/types';

export function photo(id: string, imageType: ProductPhoto['image_type'] = 'main'): ProductPhoto {
  const sizes = (ext: string) => ({
    small: `/media/${id}-320.${ext}`,
    medium: `/media/${id}-640.${ext}`,
    large: `/media/${id}-1200.${ext}`,
  });
  return {
    id,
    image_type: imageType,
    url: `/media/${id}-640.webp`,
    webp: sizes('webp'),
    jpg: sizes('jpg'),
    alt: `photo ${id}`,
  };
}

export function price(
  initial: number | null,
  final: number | null = initial,
  currency: ProductPrice['currency'] = 'RUB',
): ProductPrice {
  return {
    initial,
    final,
    initialFormatted: null,
    finalFormatted: null,
    currencySym: currency === 'RUB' ? '₽' : '$',
    currency,
    discountPercent:
      initial && final && final < initial ? Math.round(((initial - final) / initial) * 100) : 0,
  };
}

/** A purchasable ring with two sizes; override any field per test. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 101,
    itemId: 1101,
    externalCode: 'EXT-101',
    sku: 'SKU-101',
    code: 'R-101',
    name: 'Aurora ring',
    url: '/jewelry/101',
    tags: [
      { code: 'new', name: 'New', url: '/catalog/new' },
      { code: 'sale', name: 'Sale', url: '/catalog/sale' },
      { code: 'gift', name: 'Gift idea', url: '/tags/gift' },
    ],
    photos: [photo('a', 'main'), photo('b', 'hover'), photo('c', 'detail')],
    photo: '/media/a-640.webp',
    designer: { id: 'lumiere', name: 'Lumière', url: '/designers/lumiere' },
    catalog: { id: 'rings', name: 'Rings', url: '/catalog/rings' },
    price: price(12500, 10000),
    hasPriceRange: false,
    modifications: [],
    itemCard: { cardClass: 'default', isShowcase: false, showcaseDesigner: null },
    skuListWithGems: [
      {
        id: 5001,
        size: '16',
        mainGemWeight: 0.1,
        price: price(12500, 10000),
        balances: [{ storeId: 'warehouse', storeName: 'Warehouse', quantity: 2 }],
        characteristics: [{ name: 'Metal', value: 'Gold 585' }],
        characteristicName: 'Ring size',
      },
      {
        id: 5002,
        size: '17',
        mainGemWeight: 0.1,
        price: price(12500, 10000),
        balances: [{ storeId: 'warehouse', storeName: 'Warehouse', quantity: 0 }],
        characteristics: [{ name: 'Metal', value: 'Gold 585' }],
        characteristicName: 'Ring size',
      },
    ],
    collection: null,
    sets: [],
    is_archive: false,
    maxQuantity: 2,
    preorder: false,
    paymentRestrictionMessages: [],
    dolyamePaymentInfo: null,
    designerPhoto: null,
    videos: [],
    ...overrides,
  };
}

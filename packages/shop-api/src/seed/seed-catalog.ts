/** Seeds designers, categories, trends, collections, 640 products and their SKUs. */
import type { SeedWriter } from './seed-writer';
import type { Prng } from './prng';
import type { ProductExtras } from './product-extras';
import {
  CATEGORIES,
  COLOR_VARIANTS,
  COUNTRIES,
  DESIGNERS,
  GEMS,
  MATERIALS,
  NAME_WORDS,
  SYMBOLS,
  TRENDS,
} from './seed-data';

export const PRODUCT_COUNT = 640;
export const PRODUCT_IMAGE_COUNT = 48;
const BASE_DATE = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

const kebab = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const round = (value: number, step: number): number =>
  Math.max(step, Math.round(value / step) * step);

function pickCategory(prng: Prng): (typeof CATEGORIES)[number] {
  const total = CATEGORIES.reduce((sum, c) => sum + c.weight, 0);
  let roll = prng.next() * total;
  for (const category of CATEGORIES) {
    roll -= category.weight;
    if (roll < 0) return category;
  }
  return CATEGORIES[0]!;
}

/** `productCount`: the shop's 640, or a catalogue of another size (the search benchmark's 100 000). */
export function seedCatalog(
  writer: SeedWriter,
  prng: Prng,
  productCount: number = PRODUCT_COUNT,
): void {
  const insertDesigner = writer.prepare(
    'INSERT INTO designers (id, name, country_iso, country_ru, country_en, description_ru, description_en, photo, sort) VALUES (?,?,?,?,?,?,?,?,?)',
  );
  DESIGNERS.forEach((d, index) => {
    const country = COUNTRIES[d.country]!;
    insertDesigner.run(
      d.id,
      d.name,
      d.country,
      country.ru,
      country.en,
      `${d.name} — ювелирная студия (${country.ru}). Небольшие тиражи, ручная работа и честные материалы.`,
      `${d.name} is a jewelry studio from ${country.en}: small batches, handmade, honest materials.`,
      `designers/d${(index % 12) + 1}`,
      index,
    );
  });

  const insertCategory = writer.prepare(
    'INSERT INTO categories (id, parent_id, name_ru, name_en, sort) VALUES (?,?,?,?,?)',
  );
  CATEGORIES.forEach((c, index) => {
    insertCategory.run(c.id, null, c.ru, c.en, index);
    c.children.forEach((child, childIndex) =>
      insertCategory.run(child.id, c.id, child.ru, child.en, childIndex),
    );
  });

  const insertTrend = writer.prepare('INSERT INTO trends (id, name_ru, name_en) VALUES (?,?,?)');
  TRENDS.forEach((t) => insertTrend.run(t.id, t.ru, t.en));

  const insertCollection = writer.prepare(
    'INSERT INTO collections (id, name_ru, name_en) VALUES (?,?,?)',
  );
  DESIGNERS.forEach((d) =>
    insertCollection.run(
      `${d.id}-essentials`,
      `${d.name}: основная коллекция`,
      `${d.name} Essentials`,
    ),
  );

  const insertProduct =
    writer.prepare(`INSERT INTO products (id, slug, designer_id, category_id, subcategory_id,
    name_ru, name_en, description_ru, description_en, price_rub, price_usd, price_aed, initial_rub, initial_usd,
    initial_aed, tags, trends, is_men, is_archive, preorder, showcase, popularity, created_at, image_index, group_key,
    mod_type, mod_name_ru, mod_name_en, mod_value, mod_color, collection_id, set_id, extras)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insertSku = writer.prepare(
    'INSERT INTO skus (id, product_id, size, main_gem_weight, characteristic_name, stock, characteristics) VALUES (?,?,?,?,?,?,?)',
  );

  let skuId = 100_000;
  let id = 1;
  while (id <= productCount) {
    const category = pickCategory(prng);
    const designer = prng.pick(DESIGNERS);
    const word = prng.pick(NAME_WORDS);
    // Groups: colour variants (3), letter symbols (10), or a single product.
    const roll = prng.next();
    const groupSize =
      roll < 0.25 ? 3 : roll < 0.3 && category.id === 'necklaces' ? SYMBOLS.length : 1;
    const modType = groupSize === 3 ? 'color' : groupSize > 3 ? 'symbol' : null;
    const basePrice = round(4900 + Math.pow(prng.next(), 2.2) * 240_000, 100);
    const materialIndex = prng.int(0, MATERIALS.length - 1);
    const gemIndex = prng.chance(0.6) ? prng.int(0, GEMS.length - 1) : null;
    const subcategory = prng.pick(category.children);
    const groupKey = groupSize > 1 ? `g${id}` : null;

    for (let variant = 0; variant < groupSize && id <= productCount; variant += 1, id += 1) {
      const isSymbol = modType === 'symbol';
      const colour = modType === 'color' ? COLOR_VARIANTS[variant % COLOR_VARIANTS.length]! : null;
      const symbol = isSymbol ? SYMBOLS[variant]! : null;
      const suffixEn = symbol ? ` ${symbol}` : '';
      const nameEn = `${word} ${category.nounEn}${suffixEn}`;
      const nameRu = `${category.nounRu} ${word}${suffixEn}`;
      const slug = `${kebab(`${word} ${category.nounEn}${suffixEn}`)}-${id}`;

      // Special cases at fixed positions so that every storefront edge case exists.
      const noPrice = id % 79 === 5;
      const archived = id % 43 === 7;
      const soldOut = id % 41 === 11;
      const showcase = id % 53 === 13;
      const preorder = id % 47 === 17;
      const restricted = id % 37 === 19;
      const video = id % 29 === 3;
      const onSale = !noPrice && prng.chance(0.15);
      const isNew = id > productCount - 90 || prng.chance(0.05);
      const bestseller = prng.chance(0.07);
      const exclusive = prng.chance(0.05);

      const finalRub = noPrice ? null : basePrice + (colour ? variant * 1500 : 0);
      const discount = onSale ? prng.pick([10, 15, 20, 30, 40]) : 0;
      const initialRub =
        finalRub === null ? null : onSale ? round(finalRub / (1 - discount / 100), 100) : finalRub;
      const usd = (rub: number | null): number | null => (rub === null ? null : round(rub / 90, 5));
      const aed = (rub: number | null): number | null =>
        rub === null ? null : round((rub / 90) * 3.67, 5);

      const tags = [
        isNew ? 'new' : null,
        onSale ? 'sale' : null,
        bestseller ? 'bestseller' : null,
        exclusive ? 'exclusive' : null,
        soldOut ? 'last-chance' : null,
        basePrice < 15000 ? 'gift' : null,
      ].filter((t): t is string => t !== null);
      const trends = [
        gemIndex === 1 ? 'pearls' : null,
        basePrice < 12000 && gemIndex === null ? 'minimalism' : null,
        basePrice > 120000 ? 'statement' : null,
        category.id === 'necklaces' && subcategory.id === 'chains' ? 'gold-chains' : null,
        gemIndex !== null && gemIndex >= 2 && gemIndex <= 5 ? 'colour-stones' : null,
        category.id === 'rings' && (gemIndex === 0 || materialIndex === 2) ? 'wedding' : null,
      ].filter((t): t is string => t !== null);

      const extras: ProductExtras = {
        materialIndex,
        gemIndex,
        restrictions: restricted
          ? {
              ru: [
                'Этот товар нельзя оплатить бонусами',
                'Оплата «Долями» недоступна для этого товара',
              ],
              en: ['This item cannot be paid with bonuses'],
            }
          : { ru: [], en: [] },
        video,
        dolyame: !restricted,
        externalCode: `EXT-${String(id).padStart(6, '0')}`,
        code: `${designer.id.slice(0, 3).toUpperCase()}-${String(id).padStart(5, '0')}`,
      };
      const material = MATERIALS[materialIndex]!;
      const gem = gemIndex === null ? null : GEMS[gemIndex]!;
      const descriptionRu = `${nameRu} от ${designer.name}. Материал: ${material.ru}${gem ? `, вставка: ${gem.ru}` : ''}.`;
      const descriptionEn = `${nameEn} by ${designer.name}, made of ${material.en}${gem ? ` with ${gem.en}` : ''}.`;

      insertProduct.run(
        id,
        slug,
        designer.id,
        category.id,
        subcategory.id,
        nameRu,
        nameEn[0]!.toUpperCase() + nameEn.slice(1),
        descriptionRu,
        descriptionEn,
        finalRub,
        usd(finalRub),
        aed(finalRub),
        initialRub,
        usd(initialRub),
        aed(initialRub),
        tags.length ? `,${tags.join(',')},` : '',
        trends.length ? `,${trends.join(',')},` : '',
        category.id === 'men' || prng.chance(0.04) ? 1 : 0,
        archived ? 1 : 0,
        preorder ? 1 : 0,
        showcase ? 1 : 0,
        prng.int(0, 10_000),
        new Date(BASE_DATE - (productCount - id) * DAY * 0.5).toISOString(),
        (id * 7) % PRODUCT_IMAGE_COUNT,
        groupKey,
        modType,
        colour ? colour.ru : symbol ? 'Буква' : null,
        colour ? colour.en : symbol ? 'Letter' : null,
        colour ? colour.en : symbol,
        colour ? colour.color : null,
        prng.chance(0.5) ? `${designer.id}-essentials` : null,
        prng.chance(0.1) ? `set-${designer.id}` : null,
        JSON.stringify(extras),
      );

      const sizes = category.sizes ?? [null];
      for (const size of sizes) {
        skuId += 1;
        const stock =
          soldOut || archived ? 0 : preorder ? 0 : prng.chance(0.15) ? 0 : prng.int(1, 12);
        const characteristics = [
          { name: { ru: 'Материал', en: 'Material' }, value: material },
          ...(gem ? [{ name: { ru: 'Вставка', en: 'Gem' }, value: gem }] : []),
          ...(size && category.sizeNameRu && category.sizeNameEn
            ? [
                {
                  name: { ru: category.sizeNameRu, en: category.sizeNameEn },
                  value: { ru: size, en: size },
                },
              ]
            : []),
        ];
        insertSku.run(
          skuId,
          id,
          size,
          gem ? Math.round(prng.next() * 150 + 5) / 100 : null,
          size ? category.sizeNameEn : null,
          // Preorder and sold-out items still get a stock of zero; a few sizes stay available.
          stock === 0 && preorder ? 0 : Math.max(0, stock),
          JSON.stringify(characteristics),
        );
      }
    }
  }
}

/**
 * Seeds banners, shops, pickup points, promo codes, deposit designs and users; the demo's
 * certificates and gift deposits apart (seedDemoCertificates: never in production).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SeedWriter } from './seed-writer';
import type { Prng } from './prng';
import {
  BANNERS,
  CERTIFICATES,
  CITIES,
  DEPOSIT_DESIGNS,
  GIFT_DEPOSITS,
  PROMOCODES,
  PROVIDERS,
  SEED_USERS,
  SHOPS,
  STREETS,
} from './seed-data';

export const PICKUP_POINT_COUNT = 180;
const CREATED = '2025-01-01T00:00:00.000Z';

export function seedOther(writer: SeedWriter, prng: Prng): void {
  const insertBanner = writer.prepare(
    'INSERT INTO banners (id, position, title_ru, title_en, subtitle_ru, subtitle_en, url, image_key, fetch_url) VALUES (?,?,?,?,?,?,?,?,?)',
  );
  BANNERS.forEach((b, index) =>
    insertBanner.run(index + 1, index, b.ru, b.en, b.subRu, b.subEn, b.url, b.key, b.fetch),
  );

  const insertShop = writer.prepare(
    'INSERT INTO shops (id, name, city, address, work_hours, phone, lat, lng) VALUES (?,?,?,?,?,?,?,?)',
  );
  SHOPS.forEach((s, index) =>
    insertShop.run(
      index + 1,
      s.name,
      s.city,
      s.address,
      '10:00–22:00',
      `+7 495 000-00-${String(10 + index)}`,
      s.lat,
      s.lng,
    ),
  );

  const insertProvider = writer.prepare('INSERT INTO providers (id, name) VALUES (?,?)');
  PROVIDERS.forEach((p) => insertProvider.run(p.id, p.name));

  const insertPoint =
    writer.prepare(`INSERT INTO pickup_points (id, provider_id, sort, name, code, country_iso, city,
    address, lat, lng, work_hours, phone, delivery_days, price_rub, price_usd, payment_card, fitting)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  for (let i = 0; i < PICKUP_POINT_COUNT; i += 1) {
    const provider = PROVIDERS[i % PROVIDERS.length]!;
    const city = CITIES[prng.int(0, CITIES.length - 1)]!;
    const street = prng.pick(STREETS);
    const house = prng.int(1, 120);
    // Belarus and Kazakhstan codes follow the patterns of docs/product/05-validation.md#delivery-areas-and-pickpoint-codes (BY…, KZ…).
    const code =
      city.country === 'BY'
        ? `BY${String(100 + i)}`
        : city.country === 'KZ'
          ? `KZ${String(100 + i)}`
          : `${provider.id.toUpperCase()}-${String(1000 + i)}`;
    insertPoint.run(
      `${provider.id}-${i + 1}`,
      provider.id,
      i,
      `${provider.name}: ${street}, ${house}`,
      code,
      city.country,
      city.city,
      `${street}, ${house}`,
      city.lat + (prng.next() - 0.5) * 0.2,
      city.lng + (prng.next() - 0.5) * 0.3,
      prng.chance(0.5) ? '09:00–21:00' : '10:00–20:00',
      `+7 800 555-${String(1000 + i).slice(-4)}`,
      prng.int(1, 6),
      prng.pick([0, 199, 299, 390]),
      prng.pick([0, 5, 10]),
      prng.chance(0.7) ? 1 : 0,
      prng.chance(0.4) ? 1 : 0,
    );
  }

  const insertDesign = writer.prepare(
    'INSERT INTO deposit_designs (id, name_ru, name_en, image_key, amounts) VALUES (?,?,?,?,?)',
  );
  DEPOSIT_DESIGNS.forEach((d) =>
    insertDesign.run(d.id, d.ru, d.en, `deposits/design-${d.id}`, JSON.stringify(d.amounts)),
  );
}

/**
 * The demo's customers (their phones are published: README, E2E), their address and order, and
 * its promo codes: demo only, as a real shop's customers and promotions are its own.
 */
export function seedDemoCustomers(writer: SeedWriter): void {
  const insertPromo = writer.prepare(
    'INSERT INTO promocodes (code, discount_percent, expires_at) VALUES (?,?,?)',
  );
  PROMOCODES.forEach((p) => insertPromo.run(p.code, p.discount_percent, p.expires_at));

  const insertUser =
    writer.prepare(`INSERT INTO users (phone, email, name, surname, birthday, gender, is_admin,
    is_employee, is_subscribed, bonus_balance, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  SEED_USERS.forEach((u, index) =>
    insertUser.run(
      u.phone,
      u.email,
      u.name,
      u.surname,
      u.birthday,
      u.gender,
      0,
      index === 1 ? 1 : 0,
      u.is_subscribed,
      u.bonus_balance,
      CREATED,
    ),
  );
  writer
    .prepare(
      'INSERT INTO user_addresses (user_id, address, apartment, front_door, floor, house_code, created_at) VALUES (?,?,?,?,?,?,?)',
    )
    .run(1, 'Москва, ул. Тверская, 7', '12', '2', '5', '12К', CREATED);
  writer
    .prepare(
      `INSERT INTO orders (user_id, session_id, kind, status, currency, final_sum, delivery_price,
      delivery_method_id, payment_method_id, data, lines, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
    )
    .run(
      1,
      'seed',
      'products',
      'paid',
      'RUB',
      25400,
      0,
      1,
      13,
      '{}',
      JSON.stringify([
        {
          productId: 1,
          skuId: 100001,
          name: 'Seed order line',
          designer: 'Aurum Atelier',
          quantity: 1,
          price: 25400,
          photo: null,
        },
      ]),
      CREATED,
    );
  // Maria's 2 500 bonuses: her welcome bonus and what her order earned (the seeded order is 1).
  const insertBonus = writer.prepare(
    'INSERT INTO bonus_entries (user_id, amount, kind, order_id, created_at) VALUES (?,?,?,?,?)',
  );
  insertBonus.run(1, 500, 'welcome', null, CREATED);
  insertBonus.run(1, 2000, 'order_earned', 1, CREATED);
}

/** The demo gift deposits' order: paid, as a deposit of an unpaid order is worth nothing. */
const DEMO_DEPOSIT_ORDER_SESSION = 'seed-demo-gift-deposits';

/** Certificate codes and gift deposits with published codes (README, E2E): demo only. */
export function seedDemoCertificates(writer: SeedWriter): void {
  const insertCertificate = writer.prepare(
    'INSERT INTO certificates (code, amount, balance, currency, user_id, expires_at) VALUES (?,?,?,?,?,?)',
  );
  CERTIFICATES.forEach((c) =>
    insertCertificate.run(c.code, c.amount, c.amount, c.currency, null, '2099-12-31T00:00:00.000Z'),
  );
  writer
    .prepare(
      'INSERT INTO certificates (code, amount, balance, currency, user_id, expires_at) VALUES (?,?,?,?,?,?)',
    )
    .run('CERT-MARIA', 7000, 4500, 'RUB', 1, '2099-12-31T00:00:00.000Z');

  writer
    .prepare(
      `INSERT INTO orders (user_id, session_id, kind, status, currency, final_sum, delivery_price,
      delivery_method_id, payment_method_id, data, lines, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
    )
    .run(
      null,
      DEMO_DEPOSIT_ORDER_SESSION,
      'deposits',
      'paid',
      'RUB',
      0,
      0,
      4,
      13,
      '{}',
      '[]',
      CREATED,
    );
  const insertDeposit =
    writer.prepare(`INSERT INTO deposits (id, auth_code, amount, currency, design_id, activated,
    user_id, sender_name, message, order_id, expires_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  GIFT_DEPOSITS.forEach((d) =>
    insertDeposit.run(
      d.id,
      d.auth_code,
      d.amount,
      d.currency,
      d.design_id,
      0,
      null,
      d.sender,
      'С праздником!',
      null,
      '2099-12-31T00:00:00.000Z',
    ),
  );
}

/** Ties the demo deposits to their paid order (its id is known only once it is written). */
export async function linkDemoDeposits(db: Kysely<DB>): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('session_id', '=', DEMO_DEPOSIT_ORDER_SESSION)
    .executeTakeFirstOrThrow();
  const demoIds = GIFT_DEPOSITS.map((d) => d.id);
  await db.updateTable('deposits').set({ order_id: order.id }).where('id', 'in', demoIds).execute();
}

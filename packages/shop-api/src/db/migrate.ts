/**
 * Creates the schema (idempotent), migration by migration; `meta.schema_version` tracks the last.
 * One migration set for both databases: written in SQLite's dialect, translated for PostgreSQL.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database';
import type { DB } from './schema';
import { migrateSearch } from './search-schema';

export const SCHEMA_VERSION = '10';

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS designers (id TEXT PRIMARY KEY, name TEXT NOT NULL, country_iso TEXT NOT NULL,
  country_ru TEXT NOT NULL, country_en TEXT NOT NULL, description_ru TEXT NOT NULL, description_en TEXT NOT NULL,
  photo TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS categories (id TEXT PRIMARY KEY, parent_id TEXT, name_ru TEXT NOT NULL,
  name_en TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS trends (id TEXT PRIMARY KEY, name_ru TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS collections (id TEXT PRIMARY KEY, name_ru TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, designer_id TEXT NOT NULL,
  category_id TEXT NOT NULL, subcategory_id TEXT NOT NULL, name_ru TEXT NOT NULL, name_en TEXT NOT NULL,
  description_ru TEXT NOT NULL, description_en TEXT NOT NULL,
  price_rub INTEGER, price_usd INTEGER, price_aed INTEGER, initial_rub INTEGER, initial_usd INTEGER, initial_aed INTEGER,
  tags TEXT NOT NULL, trends TEXT NOT NULL, is_men INTEGER NOT NULL, is_archive INTEGER NOT NULL,
  preorder INTEGER NOT NULL, showcase INTEGER NOT NULL, popularity INTEGER NOT NULL, created_at TEXT NOT NULL,
  image_index INTEGER NOT NULL, group_key TEXT, mod_type TEXT, mod_name_ru TEXT, mod_name_en TEXT, mod_value TEXT,
  mod_color TEXT, collection_id TEXT, set_id TEXT, extras TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS products_category ON products(category_id, subcategory_id);
CREATE INDEX IF NOT EXISTS products_designer ON products(designer_id);
CREATE INDEX IF NOT EXISTS products_group ON products(group_key);
CREATE INDEX IF NOT EXISTS products_popularity ON products(popularity DESC);
CREATE TABLE IF NOT EXISTS skus (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id),
  size TEXT, main_gem_weight REAL, characteristic_name TEXT, stock INTEGER NOT NULL, characteristics TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS skus_product ON skus(product_id);
CREATE TABLE IF NOT EXISTS banners (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, title_ru TEXT NOT NULL,
  title_en TEXT NOT NULL, subtitle_ru TEXT NOT NULL, subtitle_en TEXT NOT NULL, url TEXT NOT NULL,
  image_key TEXT NOT NULL, fetch_url TEXT);
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, csrf_token TEXT NOT NULL, user_id INTEGER,
  country_iso TEXT, location TEXT, confirmed_phone TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL UNIQUE, email TEXT NOT NULL,
  name TEXT NOT NULL, surname TEXT NOT NULL, birthday TEXT, gender TEXT, is_admin INTEGER NOT NULL DEFAULT 0,
  is_employee INTEGER NOT NULL DEFAULT 0, is_subscribed INTEGER NOT NULL DEFAULT 0,
  bonus_balance INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS user_addresses (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
  address TEXT NOT NULL, apartment TEXT NOT NULL, front_door TEXT NOT NULL, floor TEXT NOT NULL,
  house_code TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS carts (id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT UNIQUE, user_id INTEGER UNIQUE,
  context TEXT NOT NULL, promocodes TEXT NOT NULL, certificates TEXT NOT NULL, deposits TEXT NOT NULL,
  updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cart_items (cart_id INTEGER NOT NULL, sku_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
  text TEXT, added_at TEXT NOT NULL, PRIMARY KEY (cart_id, sku_id));
CREATE TABLE IF NOT EXISTS favorites (user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id));
CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER, session_id TEXT NOT NULL,
  kind TEXT NOT NULL, status TEXT NOT NULL, currency TEXT NOT NULL, final_sum INTEGER NOT NULL,
  delivery_price INTEGER NOT NULL, delivery_method_id INTEGER NOT NULL, payment_method_id INTEGER NOT NULL,
  data TEXT NOT NULL, lines TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS promocodes (code TEXT PRIMARY KEY, discount_percent INTEGER NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS certificates (code TEXT PRIMARY KEY, amount INTEGER NOT NULL, balance INTEGER NOT NULL,
  currency TEXT NOT NULL, user_id INTEGER, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS deposits (id TEXT PRIMARY KEY, auth_code TEXT NOT NULL, amount INTEGER NOT NULL,
  currency TEXT NOT NULL, design_id INTEGER NOT NULL, activated INTEGER NOT NULL, user_id INTEGER,
  sender_name TEXT NOT NULL, message TEXT NOT NULL, order_id INTEGER, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS deposit_designs (id INTEGER PRIMARY KEY, name_ru TEXT NOT NULL, name_en TEXT NOT NULL,
  image_key TEXT NOT NULL, amounts TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sms_codes (id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, session_id TEXT NOT NULL,
  purpose TEXT NOT NULL, code TEXT NOT NULL, attempts INTEGER NOT NULL, used INTEGER NOT NULL,
  created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS sms_codes_phone ON sms_codes(phone, created_at);
CREATE TABLE IF NOT EXISTS captchas (token TEXT PRIMARY KEY, session_id TEXT NOT NULL, answer TEXT NOT NULL,
  solved INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS payment_events (event_id TEXT PRIMARY KEY, order_id INTEGER NOT NULL,
  status TEXT NOT NULL, amount INTEGER NOT NULL, received_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS sessions_updated ON sessions(updated_at);
CREATE TABLE IF NOT EXISTS providers (id TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pickup_points (id TEXT PRIMARY KEY, provider_id TEXT NOT NULL, sort INTEGER NOT NULL,
  name TEXT NOT NULL, code TEXT NOT NULL, country_iso TEXT NOT NULL, city TEXT NOT NULL, address TEXT NOT NULL,
  lat REAL NOT NULL, lng REAL NOT NULL, work_hours TEXT NOT NULL, phone TEXT NOT NULL, delivery_days INTEGER NOT NULL,
  price_rub INTEGER NOT NULL, price_usd INTEGER NOT NULL, payment_card INTEGER NOT NULL, fitting INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS pickup_points_sort ON pickup_points(sort);
CREATE TABLE IF NOT EXISTS shops (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL, address TEXT NOT NULL,
  work_hours TEXT NOT NULL, phone TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL);
CREATE TABLE IF NOT EXISTS subscribers (email TEXT PRIMARY KEY, created_at TEXT NOT NULL);
`;

/**
 * Migration 2: the tables of the marketing-platform stand-in (ADR 0016). Only
 * features/marketing reads or writes them; a real platform keeps this data on its side.
 */
const MARKETING_DDL = `
CREATE TABLE IF NOT EXISTS marketing_subscriptions (email TEXT NOT NULL, kind TEXT NOT NULL,
  storefront TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (email, kind));
CREATE TABLE IF NOT EXISTS marketing_product_subscriptions (product_id INTEGER NOT NULL, email TEXT NOT NULL,
  kind TEXT NOT NULL, storefront TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (product_id, email, kind));
CREATE TABLE IF NOT EXISTS marketing_stylist_consults (id TEXT PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL,
  product_id INTEGER, comment TEXT NOT NULL, storefront TEXT NOT NULL, created_at TEXT NOT NULL);
`;

/**
 * Migration 3: rate-limit counters in the database, so every API instance counts one shared
 * window per key (plugins/rate-limit-store.ts). window_ends: epoch milliseconds.
 */
const RATE_LIMIT_DDL = `
CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, window_ends BIGINT NOT NULL);
`;

/**
 * Third-party login (features/auth/oauth-routes.ts): an authorization request's state and PKCE
 * verifier, bound to the session that began it and used once; and which provider account
 * (provider, subject) is which customer.
 */
const OAUTH_DDL = `
CREATE TABLE IF NOT EXISTS oauth_states (state TEXT PRIMARY KEY, session_id TEXT NOT NULL, provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL, redirect_uri TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS oauth_identities (provider TEXT NOT NULL, subject TEXT NOT NULL, user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, PRIMARY KEY (provider, subject));
`;

/**
 * Migration 6 (ADR 0026): customers' refund requests (features/refunds; items JSON
 * RefundItem[], bank details only from the Russian storefront) and job applications from the
 * career page (features/careers; the résumé is a file under the uploads directory, never served).
 */
const REFUNDS_CAREERS_DDL = `
CREATE TABLE IF NOT EXISTS refund_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL, status TEXT NOT NULL, reason TEXT NOT NULL, items TEXT NOT NULL,
  bank_inn TEXT, bank_bik TEXT, bank_account TEXT, storefront TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS refund_requests_order ON refund_requests(order_id);
CREATE INDEX IF NOT EXISTS refund_requests_user ON refund_requests(user_id, id);
CREATE TABLE IF NOT EXISTS job_applications (id TEXT PRIMARY KEY, name TEXT NOT NULL, contact TEXT NOT NULL,
  resume_file TEXT NOT NULL, resume_type TEXT NOT NULL, resume_bytes INTEGER NOT NULL,
  original_name TEXT NOT NULL, storefront TEXT NOT NULL, created_at TEXT NOT NULL);
`;

/**
 * Migration 7 (issue #22): the columns of the catalogue's listing stamp (catalog-repository.ts
 * listingStamp), read on every listing call. On SQLite these indexes cover the stamp's scans
 * (the rowid is in every index), so the wide product rows are not read: about 45 % less time
 * per stamp on the seed's 640 products and 2,150 SKUs.
 */
const LISTING_STAMP_DDL = `
CREATE INDEX IF NOT EXISTS products_prices ON products(price_rub, price_usd, price_aed, initial_rub, initial_usd, initial_aed);
CREATE INDEX IF NOT EXISTS skus_stock ON skus(stock);
`;

/**
 * Migration 8: the bonus ledger, one row per change of a customer's balance (the welcome
 * bonus, bonuses spent on an order), which the profile's history lists. The history was one
 * invented "Welcome bonus" line for everybody, in English on both storefronts. And orders by
 * their date: a customer's unpaid orders of the last day are counted before each new one.
 */
const BONUS_LEDGER_DDL = `
CREATE TABLE IF NOT EXISTS bonus_entries (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
  amount INTEGER NOT NULL, kind TEXT NOT NULL, order_id INTEGER, created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS bonus_entries_user ON bonus_entries(user_id, id);
CREATE INDEX IF NOT EXISTS orders_created ON orders(created_at);
`;

/**
 * Migration 9: browsers that have confirmed a phone with its code (features/auth/known-devices.ts).
 * Their wrong codes are counted apart from everyone else's, so a stranger who spends the phone's
 * wrong tries of the day does not lock its owner out of the browser they always use.
 */
const KNOWN_DEVICES_DDL = `
CREATE TABLE IF NOT EXISTS known_devices (token_hash TEXT NOT NULL, phone TEXT NOT NULL,
  last_used_at TEXT NOT NULL, PRIMARY KEY (token_hash, phone));
CREATE INDEX IF NOT EXISTS known_devices_used ON known_devices(last_used_at);
`;

/**
 * Migration 10 (ADR 44): the payment window's sweep looks each minute for unpaid orders older
 * than the window; by status first, it reads those few rows, not every order ever placed.
 */
const PAYMENT_WINDOW_DDL = `
CREATE INDEX IF NOT EXISTS orders_status_created ON orders(status, created_at);
`;

const MIGRATIONS = [
  DDL,
  MARKETING_DDL,
  RATE_LIMIT_DDL,
  OAUTH_DDL,
  REFUNDS_CAREERS_DDL,
  LISTING_STAMP_DDL,
  BONUS_LEDGER_DDL,
  KNOWN_DEVICES_DDL,
  PAYMENT_WINDOW_DDL,
];

/**
 * PostgreSQL's stand-ins for what SQLite has (instr) or the SQLite connection registers
 * (shop_fold, see database.ts): the queries stay the same on both. ICU's root collation folds
 * Cyrillic whatever locale the cluster was created with.
 */
const POSTGRES_FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION shop_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE
    AS $$ SELECT lower(value COLLATE "und-x-icu") $$`,
  `CREATE OR REPLACE FUNCTION instr(haystack text, needle text) RETURNS integer LANGUAGE sql IMMUTABLE
    AS $$ SELECT strpos(haystack, needle) $$`,
];

/**
 * The DDL above in PostgreSQL's dialect. SQLite's INTEGER and REAL are 8 bytes: BIGINT (read
 * back as numbers, see database.ts) and DOUBLE PRECISION keep every value and digit an id,
 * amount or coordinate had on SQLite; generated ids are identity columns.
 */
export function toPostgres(ddl: string): string {
  return ddl
    .replace(
      /INTEGER PRIMARY KEY AUTOINCREMENT/g,
      'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY',
    )
    .replace(/\bINTEGER\b/g, 'BIGINT')
    .replace(/\bREAL\b/g, 'DOUBLE PRECISION');
}

const statements = (ddl: string): string[] =>
  ddl
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);

/** Runs inside prepareDatabase's transaction (one instance at a time on PostgreSQL). */
export async function migrate(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  for (const ddl of MIGRATIONS) {
    for (const statement of statements(dialect === 'postgres' ? toPostgres(ddl) : ddl))
      await sql.raw(statement).execute(db);
  }
  if (dialect === 'postgres') {
    for (const fn of POSTGRES_FUNCTIONS) await sql.raw(fn).execute(db);
  }
  // Migration 5: the search index, built differently by each database (search-schema.ts).
  await migrateSearch(db, dialect);
  await db
    .insertInto('meta')
    .values({ key: 'schema_version', value: SCHEMA_VERSION })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: SCHEMA_VERSION }))
    .execute();
}

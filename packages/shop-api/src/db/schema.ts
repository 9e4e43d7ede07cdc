/**
 * Table types of the shop's database (Kysely), the same on SQLite and PostgreSQL: JSON columns
 * hold text, flags are 0/1 integers and times ISO strings, so no query depends on the dialect.
 */
import type { Generated } from 'kysely';

export interface MetaTable {
  key: string;
  value: string;
}

export interface DesignerTable {
  id: string;
  name: string;
  country_iso: string;
  country_ru: string;
  country_en: string;
  description_ru: string;
  description_en: string;
  photo: string;
  sort: number;
}

export interface CategoryTable {
  id: string;
  parent_id: string | null;
  name_ru: string;
  name_en: string;
  sort: number;
}

export interface TrendTable {
  id: string;
  name_ru: string;
  name_en: string;
}

export interface ProductTable {
  id: number;
  slug: string;
  designer_id: string;
  category_id: string;
  subcategory_id: string;
  name_ru: string;
  name_en: string;
  description_ru: string;
  description_en: string;
  /** Final prices (null = no price). */
  price_rub: number | null;
  price_usd: number | null;
  price_aed: number | null;
  /** Initial (before discount) prices. */
  initial_rub: number | null;
  initial_usd: number | null;
  initial_aed: number | null;
  /** Comma-framed tag codes: ",new,sale,". */
  tags: string;
  /** Comma-framed trend ids. */
  trends: string;
  is_men: number;
  is_archive: number;
  preorder: number;
  showcase: number;
  popularity: number;
  created_at: string;
  image_index: number;
  group_key: string | null;
  mod_type: string | null;
  mod_name_ru: string | null;
  mod_name_en: string | null;
  mod_value: string | null;
  mod_color: string | null;
  collection_id: string | null;
  set_id: string | null;
  /** JSON: ProductExtras. */
  extras: string;
}

export interface SkuTable {
  id: number;
  product_id: number;
  size: string | null;
  main_gem_weight: number | null;
  characteristic_name: string | null;
  stock: number;
  /** JSON: SkuCharacteristic[] in ru and en. */
  characteristics: string;
}

export interface CollectionTable {
  id: string;
  name_ru: string;
  name_en: string;
}

export interface BannerTable {
  id: number;
  position: number;
  title_ru: string;
  title_en: string;
  subtitle_ru: string;
  subtitle_en: string;
  url: string;
  image_key: string;
  fetch_url: string | null;
}

export interface SessionTable {
  id: string;
  csrf_token: string;
  user_id: number | null;
  country_iso: string | null;
  /** JSON Location or null. */
  location: string | null;
  confirmed_phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  phone: string;
  email: string;
  name: string;
  surname: string;
  birthday: string | null;
  gender: string | null;
  is_admin: number;
  is_employee: number;
  is_subscribed: number;
  bonus_balance: number;
  created_at: string;
}

export interface UserAddressTable {
  id: Generated<number>;
  user_id: number;
  address: string;
  apartment: string;
  front_door: string;
  floor: string;
  house_code: string;
  created_at: string;
}

export interface CartTable {
  id: Generated<number>;
  session_id: string | null;
  user_id: number | null;
  /** JSON CartCalculateRequest. */
  context: string;
  promocodes: string;
  certificates: string;
  deposits: string;
  updated_at: string;
}

export interface CartItemTable {
  cart_id: number;
  sku_id: number;
  quantity: number;
  text: string | null;
  added_at: string;
}

export interface FavoriteTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  user_id: number | null;
  session_id: string;
  kind: string;
  status: string;
  currency: string;
  final_sum: number;
  delivery_price: number;
  delivery_method_id: number;
  payment_method_id: number;
  /** JSON OrderData. */
  data: string;
  /** JSON OrderLine[]. */
  lines: string;
  created_at: string;
}

/** What changed a customer's bonus balance. */
export type BonusEntryKind = 'welcome' | 'order_earned' | 'order_spent' | 'order_cancelled';

/** One change of a customer's bonus balance (migration 8): positive earned, negative spent. */
export interface BonusEntryTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  kind: BonusEntryKind;
  order_id: number | null;
  created_at: string;
}

export interface PromocodeTable {
  code: string;
  discount_percent: number;
  expires_at: string;
}

export interface CertificateTable {
  code: string;
  amount: number;
  balance: number;
  currency: string;
  user_id: number | null;
  expires_at: string;
}

export interface DepositTable {
  id: string;
  auth_code: string;
  amount: number;
  currency: string;
  design_id: number;
  activated: number;
  user_id: number | null;
  sender_name: string;
  message: string;
  order_id: number | null;
  expires_at: string;
}

export interface DepositDesignTable {
  id: number;
  name_ru: string;
  name_en: string;
  image_key: string;
  amounts: string;
}

/** Payment confirmations already applied (the provider's event id makes replays harmless). */
export interface PaymentEventTable {
  event_id: string;
  order_id: number;
  status: string;
  amount: number;
  received_at: string;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  session_id: string;
  purpose: string;
  code: string;
  attempts: number;
  used: number;
  created_at: string;
  expires_at: string;
}

export interface CaptchaTable {
  token: string;
  session_id: string;
  answer: string;
  solved: number;
  created_at: string;
}

export interface ProviderTable {
  id: string;
  name: string;
}

export interface PickupPointTable {
  id: string;
  provider_id: string;
  sort: number;
  name: string;
  code: string;
  country_iso: string;
  city: string;
  address: string;
  lat: number;
  lng: number;
  work_hours: string;
  phone: string;
  delivery_days: number;
  price_rub: number;
  price_usd: number;
  payment_card: number;
  fitting: number;
}

export interface ShopTable {
  id: number;
  name: string;
  city: string;
  address: string;
  work_hours: string;
  phone: string;
  lat: number;
  lng: number;
}

export interface SubscriberTable {
  email: string;
  created_at: string;
}

/** Marketing-platform stand-in (ADR 0016): list memberships, keyed by e-mail and list. */
export interface MarketingSubscriptionTable {
  email: string;
  kind: string;
  storefront: string;
  created_at: string;
}

/** Marketing-platform stand-in: price or availability alerts for one product. */
export interface MarketingProductSubscriptionTable {
  product_id: number;
  email: string;
  kind: string;
  storefront: string;
  created_at: string;
}

/** Marketing-platform stand-in: stylist consultation requests. */
export interface MarketingStylistConsultTable {
  id: string;
  name: string;
  phone: string;
  product_id: number | null;
  comment: string;
  storefront: string;
  created_at: string;
}

/** One rate-limit window per key, shared by every API instance. */
export interface RateLimitTable {
  key: string;
  hits: number;
  /** Epoch milliseconds. */
  window_ends: number;
}

/** A browser that has confirmed the phone with a code: its token's SHA-256 (migration 9). */
export interface KnownDeviceTable {
  token_hash: string;
  phone: string;
  last_used_at: string;
}

/** A third-party login under way: one per authorization request, used once (migration 4). */
export interface OAuthStateTable {
  state: string;
  session_id: string;
  provider: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: string;
}

/** A provider account (provider, subject) linked to a customer. */
export interface OAuthIdentityTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: string;
}

/**
 * One product as search sees it (features/catalog/search): each field's distinct folded words
 * (`_x`) and Snowball stems (`_s`), space-framed. doc_id orders the documents by popularity.
 * PostgreSQL adds tsvector columns generated from them (db/search-schema.ts).
 */
export interface SearchDocumentTable {
  doc_id: number;
  product_id: number;
  /** Name (both languages). */
  name_x: string;
  name_s: string;
  /** Designer, category, subcategory, collection, materials and stones, colour (both languages). */
  meta_x: string;
  meta_s: string;
  /** Description (both languages). */
  body_x: string;
  body_s: string;
}

/** How many search documents have a word or stem: anywhere and in each field. */
export interface SearchFieldCounts {
  docs: number;
  name_docs: number;
  meta_docs: number;
  body_docs: number;
}

/** The catalogue's vocabulary: every word of the documents (typo correction, query plans). */
export interface SearchTermTable extends SearchFieldCounts {
  term: string;
  stem: string;
}

/** Every stem of the documents: a one-word search's count, and what a query can find where. */
export interface SearchStemTable extends SearchFieldCounts {
  stem: string;
}

/** A customer's request to return items of their order (migration 6, features/refunds). */
export interface RefundRequestTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  status: string;
  reason: string;
  /** JSON RefundItem[]. */
  items: string;
  bank_inn: string | null;
  bank_bik: string | null;
  bank_account: string | null;
  storefront: string;
  created_at: string;
}

/** An application from the career page; resume_file names a file in the uploads directory. */
export interface JobApplicationTable {
  id: string;
  name: string;
  contact: string;
  resume_file: string;
  resume_type: string;
  resume_bytes: number;
  original_name: string;
  storefront: string;
  created_at: string;
}

export interface DB {
  meta: MetaTable;
  designers: DesignerTable;
  categories: CategoryTable;
  trends: TrendTable;
  products: ProductTable;
  skus: SkuTable;
  collections: CollectionTable;
  banners: BannerTable;
  sessions: SessionTable;
  users: UserTable;
  user_addresses: UserAddressTable;
  carts: CartTable;
  cart_items: CartItemTable;
  favorites: FavoriteTable;
  orders: OrderTable;
  promocodes: PromocodeTable;
  certificates: CertificateTable;
  deposits: DepositTable;
  deposit_designs: DepositDesignTable;
  sms_codes: SmsCodeTable;
  captchas: CaptchaTable;
  payment_events: PaymentEventTable;
  providers: ProviderTable;
  pickup_points: PickupPointTable;
  shops: ShopTable;
  subscribers: SubscriberTable;
  rate_limits: RateLimitTable;
  known_devices: KnownDeviceTable;
  oauth_states: OAuthStateTable;
  oauth_identities: OAuthIdentityTable;
  marketing_subscriptions: MarketingSubscriptionTable;
  marketing_product_subscriptions: MarketingProductSubscriptionTable;
  marketing_stylist_consults: MarketingStylistConsultTable;
  search_documents: SearchDocumentTable;
  search_terms: SearchTermTable;
  search_stems: SearchStemTable;
  refund_requests: RefundRequestTable;
  job_applications: JobApplicationTable;
  bonus_entries: BonusEntryTable;
}

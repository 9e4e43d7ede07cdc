/**
 * Domain entities of docs/product/03-entities.md. Field names follow the spec exactly (including its
 * snake_case names); fields the spec leaves "not shown" are designed here and
 * marked as such in their comments.
 */
import type { CurrencyCode } from './common';

// ---------------------------------------------------------------- prices

/** Price of docs/product/03-entities.md#price: every amount is a plain number in the currency's main unit. */
export interface Price {
  initial: number | null;
  final: number | null;
  /** e.g. "12 500 ₽" / "$125" (formatted for the storefront's locale). */
  initialFormatted: string | null;
  finalFormatted: string | null;
  /** "₽", "$", "AED". */
  currencySym: string;
  currency: CurrencyCode;
  /** 0 when there is no discount. */
  discountPercent: number;
}

/**
 * A product's price block (Product.price, docs/product/03-entities.md#product): initial, final, currency, message,
 * plus the Price fields. Both amounts are null when the product has no price;
 * `message` then says why (e.g. "Price on request").
 */
export interface ProductPrice extends Price {
  message?: string;
}

/** A {initial, final} pair used by cart sums. */
export interface SumPair {
  initial: number;
  final: number;
}

// ---------------------------------------------------------------- images

/** Photo kinds of a product (docs/product/03-entities.md#product photos[].image_type). */
export type ProductImageType = 'main' | 'hover' | 'detail' | 'model' | 'packshot';

/** Size variants of one generated product photo; absolute-path URLs. */
export interface ImageSizes {
  /** 320 px wide */
  small: string;
  /** 640 px wide */
  medium: string;
  /** 1200 px wide */
  large: string;
}

export interface ProductPhoto {
  id: string;
  image_type: ProductImageType;
  /** Default URL (medium webp). */
  url: string;
  webp: ImageSizes;
  jpg: ImageSizes;
  alt: string;
}

/** One breakpoint of an image set: webp, png and jpg, each at 1x, 2x and 3x. */
export interface ImageDensities {
  '1x': string;
  '2x': string;
  '3x': string;
}

export interface ImageFormats {
  webp: ImageDensities;
  png: ImageDensities;
  jpg: ImageDensities;
}

/** Image set of docs/product/03-entities.md#main-page-and-image-set: mobile, tablet, desktop × webp/png/jpg × 1x/2x/3x. */
export interface ImageSet {
  mobile: ImageFormats;
  tablet: ImageFormats;
  desktop: ImageFormats;
}

export interface ProductVideo {
  url: string;
  poster: string;
  type: 'video/mp4' | 'video/webm';
}

// ---------------------------------------------------------------- catalogue

export interface ProductTag {
  /** Stable code: 'new', 'sale', 'bestseller', 'exclusive', 'last-chance', 'gift'. */
  code: string;
  name: string;
  /** Listing the tag links to, e.g. '/catalog/new'. */
  url: string;
}

export interface ProductDesignerRef {
  id: string;
  name: string;
  url: string;
}

export interface ProductCatalogRef {
  id: string;
  name: string;
  url: string;
}

/** Product variant of docs/product/03-entities.md#product-variant. */
export interface ProductVariant {
  /** Product id of the variant. */
  id: number;
  size: string | null;
  mainGemWeight: number | null;
  name: string;
  picture: string | null;
  /** CSS colour for colour swatches, null for symbols. */
  color: string | null;
  /** The displayed value: colour name, symbol (letter, zodiac sign, number) or size. */
  value: string;
  /** Product page of the variant, e.g. '/jewelry/ring-aurora-gold'. */
  url: string;
  /** True for the variant the product itself is. */
  selected?: boolean;
}

/** Modification kinds; the card shows 7 symbols or 3 others (docs/product/02-screens.md#product-card). */
export type ModificationType = 'color' | 'symbol' | 'metal';

/** Modifications grouped by name (docs/product/03-entities.md#product). */
export interface ProductModificationGroup {
  name: string;
  type: ModificationType;
  variants: ProductVariant[];
}

export interface ShowcaseStorage {
  id: string;
  name: string;
  address: string;
  quantity: number;
}

export interface ItemCard {
  cardClass: string;
  isShowcase: boolean;
  showcaseDesigner: { name: string; showcaseStorages: ShowcaseStorage[] } | null;
}

export interface SkuBalance {
  /** 'warehouse' or a shop id as a string. */
  storeId: string;
  storeName: string;
  quantity: number;
}

export interface SkuCharacteristic {
  name: string;
  value: string;
}

/** One purchasable SKU (size) of a product with its gems (docs/product/03-entities.md#product skuListWithGems). */
export interface SkuWithGems {
  id: number;
  size: string | null;
  mainGemWeight: number | null;
  price: ProductPrice;
  balances: SkuBalance[];
  characteristics: SkuCharacteristic[];
  /** e.g. 'Ring size', 'Chain length'. */
  characteristicName: string | null;
}

/** A short product reference used inside collections, sets and the cart. */
export interface ProductShort {
  id: number;
  name: string;
  url: string;
  photo: string | null;
  designer: string;
  price: ProductPrice;
}

export interface CollectionSection {
  id: string;
  name: string;
  products: ProductShort[];
}

export interface ProductCollection {
  id: string;
  name: string;
  collectionSections: CollectionSection[];
}

export interface ProductSet {
  id: string;
  name: string;
  elements: ProductShort[];
}

export interface DolyamePaymentInfo {
  /** Dolyame (pay in 4 parts) is offered for this product. */
  available: boolean;
  partsCount: number;
  partAmount: number;
  currency: CurrencyCode;
}

/** Product of docs/product/03-entities.md#product. Listings and the product page carry the same shape. */
export interface Product {
  id: number;
  itemId: number;
  externalCode: string;
  sku: string;
  code: string;
  name: string;
  /** Product page path, e.g. '/jewelry/ring-aurora-gold-12'. */
  url: string;
  tags: ProductTag[];
  photos: ProductPhoto[];
  /** Main photo URL (medium webp) or null. */
  photo: string | null;
  designer: ProductDesignerRef;
  catalog: ProductCatalogRef;
  price: ProductPrice;
  hasPriceRange: boolean;
  modifications: ProductModificationGroup[];
  itemCard: ItemCard;
  skuListWithGems: SkuWithGems[];
  collection: ProductCollection | null;
  sets: ProductSet[];
  is_archive: boolean;
  maxQuantity: number;
  preorder: boolean;
  paymentRestrictionMessages: string[];
  dolyamePaymentInfo: DolyamePaymentInfo | null;
  designerPhoto: string | null;
  videos: ProductVideo[];
  /** Derived by the server with the rule of docs/product/02-screens.md#product-card (not archived, maxQuantity > 0, initial price). */
  canBuy?: boolean;
  /** Description text (designed; not shown in the spec). */
  description?: string;
}

/**
 * The card projection of a product (docs/product/02-screens.md#product-card): only what a product card shows — tags,
 * photos, modifications, designer, name, price block and what decides "can buy" in
 * favorites mode. Listings (POST /catalog/show, /tags/show) and the bestsellers slider
 * answer with it; the full Product comes from GET /jewelry/{idOrSlug}. A Product is a
 * ListingProduct, so anything that takes a card also takes a full product.
 */
export type ListingProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'url'
  | 'tags'
  | 'photos'
  | 'photo'
  | 'designer'
  | 'price'
  | 'hasPriceRange'
  | 'modifications'
  | 'itemCard'
  | 'is_archive'
  | 'maxQuantity'
  | 'preorder'
  | 'canBuy'
>;

/** The fields of ListingProduct, for the server's projection and the contract test. */
export const LISTING_PRODUCT_FIELDS = [
  'id',
  'name',
  'url',
  'tags',
  'photos',
  'photo',
  'designer',
  'price',
  'hasPriceRange',
  'modifications',
  'itemCard',
  'is_archive',
  'maxQuantity',
  'preorder',
  'canBuy',
] as const satisfies readonly (keyof ListingProduct)[];

export interface Designer {
  id: string;
  name: string;
  country: string;
  country_iso_code: string;
  photo: string | null;
  description: string;
  url: string;
  productCount: number;
}

/** A trend: a theme that gathers products across categories (/trend/{id}). */
export interface Trend {
  id: string;
  name: string;
  /** Its listing page, /trend/{id}. */
  url: string;
}

export interface Category {
  id: string;
  name: string;
  url: string;
  children?: Category[];
}

// ---------------------------------------------------------------- user

export interface UserBonuses {
  balance: number;
  backgroundImage: string | null;
}

export interface UserPersonalData {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** dd.mm.yyyy or null. */
  birthday: string | null;
  gender: 'male' | 'female' | null;
}

export interface User {
  id: number | null;
  phone: string | null;
  email: string | null;
  name: string | null;
  surname: string | null;
  isAuth: boolean;
  isAdmin: boolean;
  isEmployee: boolean;
  isSubscribed: boolean;
  /** Derived: name + surname. */
  fullName: string;
  wishlistCount: number;
  bonuses?: UserBonuses;
}

export interface UserAddress {
  id: number;
  address: string;
  apartment: string;
  frontDoor: string;
  floor: string;
  houseCode: string;
}

// ---------------------------------------------------------------- location

export interface Location {
  city: string;
  region: string;
  country: string;
  country_iso_code: string;
  beltway_hit: boolean;
  beltway_distance: number | null;
  /** The default location of the country (Moscow, Dubai…). */
  default?: boolean;
}

// ---------------------------------------------------------------- orders

/** 5 is day-to-day (same-day) delivery, 7 express courier delivery (Moscow region). */
export type DeliveryMethodId = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type CommunicationMethodId = 1 | 2 | 3;
export type ActiveDeliveryType = 'courier' | 'pickup';

export interface CourierInfo {
  address: string;
  is_full: boolean;
  apartment: string;
  floor: string;
  front_door: string;
  house_code: string;
  comment_for_courier: string;
}

/** Order data of docs/product/03-entities.md#order-data (payload of POST /order/create/v2). */
export interface OrderData {
  delivery_method_id: DeliveryMethodId | null;
  payment_method_id: number | null;
  /** Default whatsapp (2). */
  communication_method_id: CommunicationMethodId;
  is_gift: boolean;
  phone: string;
  email: string;
  fio: string;
  surname: string;
  address: string;
  apartment: string;
  front_door: string;
  floor: string;
  house_code: string;
  recipient_name: string;
  recipient_phone: string;
  comment_for_courier: string;
  shop_id: number | null;
  pickpoint_full_address: string;
  pickpoint_short_address: string;
  pickpoint_number: string;
  certificate_type: string;
  comment: string;
  pickup_address: string;
  activeDeliveryType: ActiveDeliveryType;
  pickup_point: string | null;
  courier_info: CourierInfo;
  spendBonuses: boolean;
  /** Default true. */
  newsletterSubscription: boolean;
  postCard: boolean;
  deletePriceTags: boolean;
  isEms: boolean;
}

/** Order creation's result and answer: OrderCreateResult, OrderCreateResponse in api.ts (from the route schema). */

export type OrderStatus = 'new' | 'awaiting_payment' | 'paid' | 'payment_failed' | 'cancelled';

export interface OrderLine {
  productId: number;
  skuId: number;
  name: string;
  designer: string;
  quantity: number;
  price: number;
  photo: string | null;
}

/** Analytics purchase of docs/product/03-entities.md#analytics-purchase. */
export interface AnalyticsPurchase {
  orderId: number;
  finalSum: number;
  deliveryPrice: number;
  currency: CurrencyCode;
  products: {
    id: number;
    name: string;
    price: number;
    quantity: number;
    designer: string;
    category: string;
  }[];
}

/** Order success data (answer of GET /order/success-data/{id}). */
export interface OrderSuccessData {
  id: number;
  status: OrderStatus;
  createdAt: string;
  currency: CurrencyCode;
  finalSum: number;
  deliveryPrice: number;
  deliveryMethodId: DeliveryMethodId;
  paymentMethodId: number;
  email: string;
  phone: string;
  lines: OrderLine[];
  analytics: AnalyticsPurchase;
  /** Online payment of this order: not needed, waiting, paid or failed. */
  paymentStatus?: OrderPaymentStatus;
  /** The payment page to try again after a failed payment (null otherwise). */
  retryUrl?: string | null;
}

export type OrderPaymentStatus = 'not_required' | 'pending' | 'paid' | 'failed';

/** An order in the profile list. */
export interface ProfileOrder {
  id: number;
  status: OrderStatus;
  createdAt: string;
  finalSum: number;
  currency: CurrencyCode;
  lines: OrderLine[];
}

// ---------------------------------------------------------------- payment

export interface PaymentMethod {
  id: number;
  code: string;
  title: string;
  subtitle: string;
  type: 'online' | 'other';
  pay_page_type: 'redirect' | 'none';
  messages: { notice: string | null; warning: string | null };
  disabled: boolean;
  selected: boolean;
}

// ---------------------------------------------------------------- cart

export interface CartLineCharacteristics {
  ring_size?: string;
  chain_size?: string;
  bracelet_size?: string;
  text?: string;
}

/** Cart product line of docs/product/03-entities.md#cart-product-line. */
export interface CartProductLine {
  /** Line key (the SKU id as a string; key of CartData.products). */
  id: string;
  productId: number;
  skuId: number;
  name: string;
  designer: string;
  price: { initial: number; final: number; currency: CurrencyCode };
  quantity: number;
  maxQuantity: number;
  category: string;
  characteristics: CartLineCharacteristics;
  photo: string | null;
  url: string;
  /** Cart content kind of docs/product/04-states.md#cart-content-kinds. */
  kind: 'product' | 'package';
}

export interface CartCertificate {
  code: string;
  amount: number;
  currency: CurrencyCode;
}

export interface CartPromocode {
  code: string;
  discountPercent: number;
  discountAmount: number;
}

export interface DeliveryOption {
  id: number;
  typeId: DeliveryMethodId;
  title: string;
  price: number;
  currency: CurrencyCode;
  selected: boolean;
  disabled: boolean;
}

export interface DeliveryEstimation {
  typeId: DeliveryMethodId;
  /** ISO dates. */
  dateFrom: string;
  dateTo: string;
  text: string;
}

/** Deposit (gift certificate) order item of docs/product/03-entities.md#deposit-order-item-and-design. */
export interface DepositOrderItem {
  amount: number;
  designId: number;
  /** ISO date or null for "now". */
  sendDate: string | null;
  recipientEmail?: string;
  recipientName?: string;
  message?: string;
}

export interface CartBonuses {
  balance: number;
  /** Maximum spendable on this cart. */
  available: number;
  spent: number;
}

/** Cart data of docs/product/03-entities.md#cart-data. */
export interface CartData {
  products: Record<string, CartProductLine>;
  totalProducts: number;
  certificates: CartCertificate[];
  promocodes: CartPromocode[];
  delivery: DeliveryOption[];
  finalSum: SumPair;
  totalSum: { initial: number; final: number };
  currency: CurrencyCode;
  deliveryEstimations: DeliveryEstimation[];
  availablePaymentMethods: PaymentMethod[];
  deposits: DepositOrderItem[];
  bonuses: CartBonuses;
  deliveryPrice: number;
  /** True when the cart holds no real product and at least one deposit (docs/product/04-states.md#cart-content-kinds). */
  onlyOnlineCertificates: boolean;
}

// ---------------------------------------------------------------- deposits / certificates

/** Deposit design (answer of GET /deposits_design). */
export interface DepositDesign {
  id: number;
  name: string;
  image: string;
  preview: string;
  /** Suggested denominations. */
  amounts: number[];
  currency: CurrencyCode;
}

export interface CertificateImage {
  id: number;
  title: string;
  image: string;
}

export interface GiftDeposit {
  id: string;
  amount: number;
  currency: CurrencyCode;
  design: DepositDesign | null;
  activated: boolean;
  senderName: string;
  message: string;
  expiresAt: string;
}

export interface ProfileCertificate {
  id: string;
  code: string;
  amount: number;
  balance: number;
  currency: CurrencyCode;
  expiresAt: string;
}

// ---------------------------------------------------------------- pickup points / shops

export interface PickupProvider {
  id: string;
  name: string;
}

/** Pickup point (fields beyond the provider list are designed here). */
export interface PickupPoint {
  id: string;
  provider: PickupProvider;
  name: string;
  code: string;
  country_iso_code: string;
  city: string;
  address: string;
  fullAddress: string;
  shortAddress: string;
  lat: number;
  lng: number;
  workHours: string;
  phone: string;
  deliveryDays: number;
  price: number;
  currency: CurrencyCode;
  paymentCard: boolean;
  fitting: boolean;
}

/** A shop of the twelve mall locations (docs/product/09-constants.md#locations-and-shops). */
export interface Shop {
  id: number;
  /** The shop's own name ("Бутик на Красной площади"). */
  name: string;
  /** The mall it is in ("ГУМ"). */
  mall: string;
  /** Its country (ISO code): store pickup from it is offered to a visitor there. */
  country_iso_code: string;
  city: string;
  address: string;
  workHours: string;
  phone: string;
  lat: number;
  lng: number;
}

// ---------------------------------------------------------------- main page

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  url: string;
  image: ImageSet;
  /** Optional products query shown beside the banner (POST /{fetchUrl}/show). */
  fetchUrl?: string;
  query?: { url: string; limit: number };
}

/** Main page of docs/product/03-entities.md#main-page-and-image-set. Banners are split on the page as first 3, next 3, rest. */
export interface MainPage {
  mainBanner: Banner;
  certificateStoryImage: ImageSet;
  banners: Banner[];
}

// ---------------------------------------------------------------- menu / content

export interface MenuItem {
  title: string;
  url: string;
  children?: MenuItem[];
}

export interface ContentPage {
  slug: string;
  locale: 'ru' | 'en';
  title: string;
  body: string;
}

/** Subscriber check response of docs/product/03-entities.md#subscriber-check. */
export interface SubscriberCheckResponse {
  email: boolean;
}

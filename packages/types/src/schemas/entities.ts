/**
 * The domain entities of docs/product/03-entities.md as schemas, field by field (ADR 24):
 * answers carry them, Fastify serializes them from these (fast-json-stringify writes only the
 * fields declared here, so a field missing here never reaches a page), /openapi.json
 * publishes them, and ../entities.ts derives its types from them. Field names follow the
 * product documents exactly (including their snake_case names). Every object is closed
 * (`Closed`); nullable and optional as the API's mappers really produce them.
 */
import { Type } from 'typebox';
import { LISTING_PRODUCT_FIELDS } from '../entities';
import { Closed, CurrencySchema, LocaleSchema, Nullable } from './common';

const Str = Type.String;
const Num = Type.Number;
const Bool = Type.Boolean;
const NullableStr = () => Nullable(Str());
const NullableNum = () => Nullable(Num());

// ---------------------------------------------------------------- prices

/** Price of docs/product/03-entities.md#price: every amount is a plain number in the currency's main unit. */
const PriceFields = {
  initial: NullableNum(),
  final: NullableNum(),
  /** e.g. "12 500 ₽" / "$125" (formatted for the storefront's locale). */
  initialFormatted: NullableStr(),
  finalFormatted: NullableStr(),
  /** "₽", "$", "AED". */
  currencySym: Str(),
  currency: CurrencySchema,
  /** 0 when there is no discount. */
  discountPercent: Num(),
};
export const PriceSchema = Closed(PriceFields);

/**
 * A product's price block (Product.price): the Price fields plus `message`, set when the
 * product has no price (both amounts null) to say why ("Price on request").
 */
export const ProductPriceSchema = Closed({ ...PriceFields, message: Type.Optional(Str()) });

/** A {initial, final} pair used by cart sums. */
export const SumPairSchema = Closed({ initial: Num(), final: Num() });

// ---------------------------------------------------------------- images

/** Photo kinds of a product (docs/product/03-entities.md#product photos[].image_type). */
export const ProductImageTypeSchema = Type.Union([
  Type.Literal('main'),
  Type.Literal('hover'),
  Type.Literal('detail'),
  Type.Literal('model'),
  Type.Literal('packshot'),
]);

/** Size variants of one generated product photo (absolute-path URLs): 320, 640, 1200 px wide. */
export const ImageSizesSchema = Closed({ small: Str(), medium: Str(), large: Str() });

export const ProductPhotoSchema = Closed({
  id: Str(),
  image_type: ProductImageTypeSchema,
  /** Default URL (medium webp). */
  url: Str(),
  webp: ImageSizesSchema,
  jpg: ImageSizesSchema,
  alt: Str(),
});

/** One breakpoint's format of an image set at 1x, 2x and 3x. */
export const ImageDensitiesSchema = Closed({ '1x': Str(), '2x': Str(), '3x': Str() });

export const ImageFormatsSchema = Closed({
  webp: ImageDensitiesSchema,
  png: ImageDensitiesSchema,
  jpg: ImageDensitiesSchema,
});

/** Image set of docs/product/03-entities.md#main-page-and-image-set: mobile, tablet, desktop × webp/png/jpg × 1x/2x/3x. */
export const ImageSetSchema = Closed({
  mobile: ImageFormatsSchema,
  tablet: ImageFormatsSchema,
  desktop: ImageFormatsSchema,
});

export const ProductVideoSchema = Closed({
  url: Str(),
  poster: Str(),
  type: Type.Union([Type.Literal('video/mp4'), Type.Literal('video/webm')]),
});

// ---------------------------------------------------------------- catalogue

export const ProductTagSchema = Closed({
  /** Stable code: 'new', 'sale', 'bestseller', 'exclusive', 'last-chance', 'gift'. */
  code: Str(),
  name: Str(),
  /** Listing the tag links to, e.g. '/catalog/new'. */
  url: Str(),
});

const LinkRef = { id: Str(), name: Str(), url: Str() };
export const ProductDesignerRefSchema = Closed(LinkRef);
export const ProductCatalogRefSchema = Closed(LinkRef);

/** Product variant of docs/product/03-entities.md#product-variant. */
export const ProductVariantSchema = Closed({
  /** Product id of the variant. */
  id: Num(),
  size: NullableStr(),
  mainGemWeight: NullableNum(),
  name: Str(),
  picture: NullableStr(),
  /** CSS colour for colour swatches, null for symbols. */
  color: NullableStr(),
  /** The displayed value: colour name, symbol (letter, zodiac sign, number) or size. */
  value: Str(),
  /** Product page of the variant, e.g. '/jewelry/ring-aurora-gold'. */
  url: Str(),
  /** True for the variant the product itself is. */
  selected: Type.Optional(Bool()),
});

/** Modification kinds; the card shows 7 symbols or 3 others (docs/product/02-screens.md#product-card). */
export const ModificationTypeSchema = Type.Union([
  Type.Literal('color'),
  Type.Literal('symbol'),
  Type.Literal('metal'),
]);

/** Modifications grouped by name (docs/product/03-entities.md#product). */
export const ProductModificationGroupSchema = Closed({
  name: Str(),
  type: ModificationTypeSchema,
  variants: Type.Array(ProductVariantSchema),
});

export const ShowcaseStorageSchema = Closed({
  id: Str(),
  name: Str(),
  address: Str(),
  quantity: Num(),
});

export const ItemCardSchema = Closed({
  cardClass: Str(),
  isShowcase: Bool(),
  showcaseDesigner: Nullable(
    Closed({ name: Str(), showcaseStorages: Type.Array(ShowcaseStorageSchema) }),
  ),
});

export const SkuBalanceSchema = Closed({
  /** 'warehouse' or a shop id as a string. */
  storeId: Str(),
  storeName: Str(),
  quantity: Num(),
});

export const SkuCharacteristicSchema = Closed({ name: Str(), value: Str() });

/** One purchasable SKU (size) of a product with its gems (docs/product/03-entities.md#product skuListWithGems). */
export const SkuWithGemsSchema = Closed({
  id: Num(),
  size: NullableStr(),
  mainGemWeight: NullableNum(),
  price: ProductPriceSchema,
  balances: Type.Array(SkuBalanceSchema),
  characteristics: Type.Array(SkuCharacteristicSchema),
  /** e.g. 'Ring size', 'Chain length'. */
  characteristicName: NullableStr(),
});

/** A short product reference used inside collections, sets and the search suggestions. */
export const ProductShortSchema = Closed({
  id: Num(),
  name: Str(),
  url: Str(),
  photo: NullableStr(),
  designer: Str(),
  price: ProductPriceSchema,
});

export const CollectionSectionSchema = Closed({
  id: Str(),
  name: Str(),
  products: Type.Array(ProductShortSchema),
});

export const ProductCollectionSchema = Closed({
  id: Str(),
  name: Str(),
  collectionSections: Type.Array(CollectionSectionSchema),
});

export const ProductSetSchema = Closed({
  id: Str(),
  name: Str(),
  elements: Type.Array(ProductShortSchema),
});

export const DolyamePaymentInfoSchema = Closed({
  /** Dolyame (pay in 4 parts) is offered for this product. */
  available: Bool(),
  partsCount: Num(),
  partAmount: Num(),
  currency: CurrencySchema,
});

/** Product of docs/product/03-entities.md#product: the product page's shape (GET /jewelry/{id}). */
export const ProductSchema = Closed({
  id: Num(),
  itemId: Num(),
  externalCode: Str(),
  sku: Str(),
  code: Str(),
  name: Str(),
  /** Product page path, e.g. '/jewelry/ring-aurora-gold-12'. */
  url: Str(),
  tags: Type.Array(ProductTagSchema),
  photos: Type.Array(ProductPhotoSchema),
  /** Main photo URL (medium webp) or null. */
  photo: NullableStr(),
  designer: ProductDesignerRefSchema,
  catalog: ProductCatalogRefSchema,
  price: ProductPriceSchema,
  hasPriceRange: Bool(),
  modifications: Type.Array(ProductModificationGroupSchema),
  itemCard: ItemCardSchema,
  skuListWithGems: Type.Array(SkuWithGemsSchema),
  collection: Nullable(ProductCollectionSchema),
  sets: Type.Array(ProductSetSchema),
  is_archive: Bool(),
  maxQuantity: Num(),
  preorder: Bool(),
  paymentRestrictionMessages: Type.Array(Str()),
  dolyamePaymentInfo: Nullable(DolyamePaymentInfoSchema),
  designerPhoto: NullableStr(),
  videos: Type.Array(ProductVideoSchema),
  /** Derived by the server with the rule of docs/product/02-screens.md#product-card (not archived, maxQuantity > 0, initial price). */
  canBuy: Type.Optional(Bool()),
  /** Description text (designed; not shown in the spec). */
  description: Type.Optional(Str()),
});

/**
 * The card projection of a product (docs/product/02-screens.md#product-card): the fields of
 * LISTING_PRODUCT_FIELDS (entities.ts). Listings (POST /catalog/show, /tags/show) and the
 * bestsellers slider answer with it; the full Product comes from GET /jewelry/{idOrSlug}.
 */
export const ListingProductSchema = Type.Pick(ProductSchema, [...LISTING_PRODUCT_FIELDS], {
  additionalProperties: false,
});

export const DesignerSchema = Closed({
  id: Str(),
  name: Str(),
  country: Str(),
  country_iso_code: Str(),
  photo: NullableStr(),
  description: Str(),
  url: Str(),
  productCount: Num(),
});

/** A trend: a theme that gathers products across categories; `url` is its listing, /trend/{id}. */
export const TrendSchema = Closed({ id: Str(), name: Str(), url: Str() });

/** A subcategory: the catalogue is two levels deep (seed-data's CATEGORIES). */
export const SubcategorySchema = Closed({ id: Str(), name: Str(), url: Str() });

export const CategorySchema = Closed({
  id: Str(),
  name: Str(),
  url: Str(),
  children: Type.Optional(Type.Array(SubcategorySchema)),
});

// ---------------------------------------------------------------- user

export const UserBonusesSchema = Closed({ balance: Num(), backgroundImage: NullableStr() });

export const UserPersonalDataSchema = Closed({
  name: Str(),
  surname: Str(),
  email: Str(),
  phone: Str(),
  /** dd.mm.yyyy or null. */
  birthday: NullableStr(),
  gender: Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')])),
});

/** The visitor: a guest (isAuth false, ids and contacts null, no bonuses) or a customer. */
export const UserSchema = Closed({
  id: NullableNum(),
  phone: NullableStr(),
  email: NullableStr(),
  name: NullableStr(),
  surname: NullableStr(),
  isAuth: Bool(),
  isAdmin: Bool(),
  isEmployee: Bool(),
  isSubscribed: Bool(),
  /** Derived: name + surname. */
  fullName: Str(),
  wishlistCount: Num(),
  bonuses: Type.Optional(UserBonusesSchema),
});

export const UserAddressSchema = Closed({
  id: Num(),
  address: Str(),
  apartment: Str(),
  frontDoor: Str(),
  floor: Str(),
  houseCode: Str(),
});

// ---------------------------------------------------------------- location

export const LocationSchema = Closed({
  city: Str(),
  region: Str(),
  country: Str(),
  country_iso_code: Str(),
  beltway_hit: Bool(),
  beltway_distance: NullableNum(),
  /** The default location of the country (Moscow, Dubai…). */
  default: Type.Optional(Bool()),
});

// ---------------------------------------------------------------- orders

/** 5 is day-to-day (same-day) delivery, 7 express courier delivery (Moscow region). */
export const DeliveryMethodIdSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
  Type.Literal(7),
]);
export const CommunicationMethodIdSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
]);
export const ActiveDeliveryTypeSchema = Type.Union([
  Type.Literal('courier'),
  Type.Literal('pickup'),
]);

export const CourierInfoSchema = Closed({
  address: Str(),
  is_full: Bool(),
  apartment: Str(),
  floor: Str(),
  front_door: Str(),
  house_code: Str(),
  comment_for_courier: Str(),
});

/**
 * Order data of docs/product/03-entities.md#order-data: what the checkout holds and sends to
 * POST /order/create/v2 (whose request schema, OrderDataBody, takes each field as optional).
 */
export const OrderDataSchema = Closed({
  delivery_method_id: Nullable(DeliveryMethodIdSchema),
  payment_method_id: NullableNum(),
  /** Default whatsapp (2). */
  communication_method_id: CommunicationMethodIdSchema,
  is_gift: Bool(),
  phone: Str(),
  email: Str(),
  fio: Str(),
  surname: Str(),
  address: Str(),
  apartment: Str(),
  front_door: Str(),
  floor: Str(),
  house_code: Str(),
  recipient_name: Str(),
  recipient_phone: Str(),
  comment_for_courier: Str(),
  shop_id: NullableNum(),
  pickpoint_full_address: Str(),
  pickpoint_short_address: Str(),
  pickpoint_number: Str(),
  certificate_type: Str(),
  comment: Str(),
  pickup_address: Str(),
  activeDeliveryType: ActiveDeliveryTypeSchema,
  pickup_point: NullableStr(),
  courier_info: CourierInfoSchema,
  spendBonuses: Bool(),
  /** Default true. */
  newsletterSubscription: Bool(),
  postCard: Bool(),
  deletePriceTags: Bool(),
  isEms: Bool(),
});

export const OrderStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('awaiting_payment'),
  Type.Literal('paid'),
  Type.Literal('payment_failed'),
  Type.Literal('cancelled'),
]);

/** Online payment of an order: not needed, waiting, paid or failed. */
export const OrderPaymentStatusSchema = Type.Union([
  Type.Literal('not_required'),
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
]);

/** A line of a placed order (stored with the order as it was bought). */
export const OrderLineSchema = Closed({
  productId: Num(),
  skuId: Num(),
  name: Str(),
  designer: Str(),
  quantity: Num(),
  price: Num(),
  photo: NullableStr(),
});

/** Analytics purchase of docs/product/03-entities.md#analytics-purchase. */
export const AnalyticsPurchaseSchema = Closed({
  orderId: Num(),
  finalSum: Num(),
  deliveryPrice: Num(),
  currency: CurrencySchema,
  products: Type.Array(
    Closed({
      id: Num(),
      name: Str(),
      price: Num(),
      quantity: Num(),
      designer: Str(),
      category: Str(),
    }),
  ),
});

/** Order success data (answer of GET /order/success-data/{id}). */
export const OrderSuccessDataSchema = Closed({
  id: Num(),
  status: OrderStatusSchema,
  createdAt: Str(),
  currency: CurrencySchema,
  finalSum: Num(),
  deliveryPrice: Num(),
  deliveryMethodId: DeliveryMethodIdSchema,
  paymentMethodId: Num(),
  email: Str(),
  phone: Str(),
  lines: Type.Array(OrderLineSchema),
  /** The gift certificates the order bought (a certificate order has no other lines). */
  giftCertificates: Type.Optional(Type.Array(Closed({ amount: Num() }))),
  analytics: AnalyticsPurchaseSchema,
  paymentStatus: Type.Optional(OrderPaymentStatusSchema),
  /** The payment page to try again after a failed payment (null otherwise). */
  retryUrl: Type.Optional(NullableStr()),
});

/** An order in the profile list. */
export const ProfileOrderSchema = Closed({
  id: Num(),
  status: OrderStatusSchema,
  createdAt: Str(),
  finalSum: Num(),
  currency: CurrencySchema,
  lines: Type.Array(OrderLineSchema),
});

// ---------------------------------------------------------------- payment

export const PaymentMethodSchema = Closed({
  id: Num(),
  code: Str(),
  title: Str(),
  subtitle: Str(),
  type: Type.Union([Type.Literal('online'), Type.Literal('other')]),
  pay_page_type: Type.Union([Type.Literal('redirect'), Type.Literal('none')]),
  messages: Closed({ notice: NullableStr(), warning: NullableStr() }),
  disabled: Bool(),
  selected: Bool(),
});

// ---------------------------------------------------------------- cart

/** Only the characteristics a line has are present. */
export const CartLineCharacteristicsSchema = Closed({
  ring_size: Type.Optional(Str()),
  chain_size: Type.Optional(Str()),
  bracelet_size: Type.Optional(Str()),
  text: Type.Optional(Str()),
});

/** Cart product line of docs/product/03-entities.md#cart-product-line. */
export const CartProductLineSchema = Closed({
  /** Line key (the SKU id as a string; key of CartData.products). */
  id: Str(),
  productId: Num(),
  skuId: Num(),
  name: Str(),
  designer: Str(),
  price: Closed({ initial: Num(), final: Num(), currency: CurrencySchema }),
  quantity: Num(),
  maxQuantity: Num(),
  category: Str(),
  characteristics: CartLineCharacteristicsSchema,
  photo: NullableStr(),
  url: Str(),
  /** Cart content kind of docs/product/04-states.md#cart-content-kinds. */
  kind: Type.Union([Type.Literal('product'), Type.Literal('package')]),
});

export const CartCertificateSchema = Closed({
  code: Str(),
  amount: Num(),
  currency: CurrencySchema,
});

export const CartPromocodeSchema = Closed({
  code: Str(),
  discountPercent: Num(),
  discountAmount: Num(),
});

export const DeliveryOptionSchema = Closed({
  id: Num(),
  typeId: DeliveryMethodIdSchema,
  title: Str(),
  price: Num(),
  currency: CurrencySchema,
  selected: Bool(),
  disabled: Bool(),
});

export const DeliveryEstimationSchema = Closed({
  typeId: DeliveryMethodIdSchema,
  /** ISO dates. */
  dateFrom: Str(),
  dateTo: Str(),
  text: Str(),
});

/** Deposit (gift certificate) order item of docs/product/03-entities.md#deposit-order-item-and-design. */
export const DepositOrderItemSchema = Closed({
  amount: Num(),
  designId: Num(),
  /** ISO date or null for "now". */
  sendDate: NullableStr(),
  recipientEmail: Type.Optional(Str()),
  recipientName: Type.Optional(Str()),
  message: Type.Optional(Str()),
});

export const CartBonusesSchema = Closed({
  balance: Num(),
  /** Maximum spendable on this cart. */
  available: Num(),
  spent: Num(),
});

/** Cart data of docs/product/03-entities.md#cart-data. */
export const CartDataSchema = Closed({
  /** Lines by their key (CartProductLine.id). */
  products: Type.Record(Str(), CartProductLineSchema),
  totalProducts: Num(),
  certificates: Type.Array(CartCertificateSchema),
  promocodes: Type.Array(CartPromocodeSchema),
  delivery: Type.Array(DeliveryOptionSchema),
  finalSum: SumPairSchema,
  totalSum: SumPairSchema,
  currency: CurrencySchema,
  deliveryEstimations: Type.Array(DeliveryEstimationSchema),
  availablePaymentMethods: Type.Array(PaymentMethodSchema),
  deposits: Type.Array(DepositOrderItemSchema),
  bonuses: CartBonusesSchema,
  deliveryPrice: Num(),
  /** True when the cart holds no real product and at least one deposit (docs/product/04-states.md#cart-content-kinds). */
  onlyOnlineCertificates: Bool(),
});

// ---------------------------------------------------------------- deposits / certificates

/** Deposit design (answer of GET /deposits_design). */
export const DepositDesignSchema = Closed({
  id: Num(),
  name: Str(),
  image: Str(),
  preview: Str(),
  /** Suggested denominations. */
  amounts: Type.Array(Num()),
  currency: CurrencySchema,
});

export const CertificateImageSchema = Closed({ id: Num(), title: Str(), image: Str() });

export const GiftDepositSchema = Closed({
  id: Str(),
  amount: Num(),
  currency: CurrencySchema,
  design: Nullable(DepositDesignSchema),
  activated: Bool(),
  senderName: Str(),
  message: Str(),
  expiresAt: Str(),
});

export const ProfileCertificateSchema = Closed({
  id: Str(),
  code: Str(),
  amount: Num(),
  balance: Num(),
  currency: CurrencySchema,
  expiresAt: Str(),
});

// ---------------------------------------------------------------- pickup points / shops

export const PickupProviderSchema = Closed({ id: Str(), name: Str() });

/** Pickup point (fields beyond the provider list are designed here). */
export const PickupPointSchema = Closed({
  id: Str(),
  provider: PickupProviderSchema,
  name: Str(),
  code: Str(),
  country_iso_code: Str(),
  city: Str(),
  address: Str(),
  fullAddress: Str(),
  shortAddress: Str(),
  lat: Num(),
  lng: Num(),
  workHours: Str(),
  phone: Str(),
  deliveryDays: Num(),
  price: Num(),
  currency: CurrencySchema,
  paymentCard: Bool(),
  fitting: Bool(),
});

/** A shop of the twelve mall locations (docs/product/09-constants.md#locations-and-shops). */
export const ShopSchema = Closed({
  id: Num(),
  /** The shop's own name ("Бутик на Красной площади"). */
  name: Str(),
  /** The mall it is in ("ГУМ"). */
  mall: Str(),
  /** Its country (ISO code): store pickup from it is offered to a visitor there. */
  country_iso_code: Str(),
  city: Str(),
  address: Str(),
  workHours: Str(),
  phone: Str(),
  lat: Num(),
  lng: Num(),
});

// ---------------------------------------------------------------- main page

export const BannerSchema = Closed({
  id: Num(),
  title: Str(),
  subtitle: Str(),
  url: Str(),
  image: ImageSetSchema,
  /** Optional products query shown beside the banner (POST /{fetchUrl}/show). */
  fetchUrl: Type.Optional(Str()),
  query: Type.Optional(Closed({ url: Str(), limit: Num() })),
});

/** Main page of docs/product/03-entities.md#main-page-and-image-set. Banners are split on the page as first 3, next 3, rest. */
export const MainPageSchema = Closed({
  mainBanner: BannerSchema,
  certificateStoryImage: ImageSetSchema,
  banners: Type.Array(BannerSchema),
});

// ---------------------------------------------------------------- menu / content

/** A link of the menu's second level (a subcategory). */
export const MenuLinkSchema = Closed({ title: Str(), url: Str() });

/** A menu entry: the menu is two levels deep (categories and their subcategories). */
export const MenuItemSchema = Closed({
  title: Str(),
  url: Str(),
  children: Type.Optional(Type.Array(MenuLinkSchema)),
});

export const ContentPageSchema = Closed({
  slug: Str(),
  locale: LocaleSchema,
  title: Str(),
  body: Str(),
});

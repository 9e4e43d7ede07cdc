/**
 * Domain entities of docs/product/03-entities.md, derived from their schemas in
 * ./schemas/entities.ts (ADR 24): the API serializes its answers with those schemas, so these
 * types are what travels. Each schema there carries the fields' notes. Type-only imports: the
 * schemas add no byte to an app's bundle.
 */
import type { Static } from 'typebox';
import type { SubscriberExistsReply } from './schemas/content';
import type * as S from './schemas/entities';

// ---------------------------------------------------------------- prices
export type Price = Static<typeof S.PriceSchema>;
export type ProductPrice = Static<typeof S.ProductPriceSchema>;
export type SumPair = Static<typeof S.SumPairSchema>;

// ---------------------------------------------------------------- images
export type ProductImageType = Static<typeof S.ProductImageTypeSchema>;
export type ImageSizes = Static<typeof S.ImageSizesSchema>;
export type ProductPhoto = Static<typeof S.ProductPhotoSchema>;
export type ImageDensities = Static<typeof S.ImageDensitiesSchema>;
export type ImageFormats = Static<typeof S.ImageFormatsSchema>;
export type ImageSet = Static<typeof S.ImageSetSchema>;
export type ProductVideo = Static<typeof S.ProductVideoSchema>;

// ---------------------------------------------------------------- catalogue
export type ProductTag = Static<typeof S.ProductTagSchema>;
export type ProductDesignerRef = Static<typeof S.ProductDesignerRefSchema>;
export type ProductCatalogRef = Static<typeof S.ProductCatalogRefSchema>;
export type ProductVariant = Static<typeof S.ProductVariantSchema>;
export type ModificationType = Static<typeof S.ModificationTypeSchema>;
export type ProductModificationGroup = Static<typeof S.ProductModificationGroupSchema>;
export type ShowcaseStorage = Static<typeof S.ShowcaseStorageSchema>;
export type ItemCard = Static<typeof S.ItemCardSchema>;
export type SkuBalance = Static<typeof S.SkuBalanceSchema>;
export type SkuCharacteristic = Static<typeof S.SkuCharacteristicSchema>;
export type SkuWithGems = Static<typeof S.SkuWithGemsSchema>;
export type ProductShort = Static<typeof S.ProductShortSchema>;
export type CollectionSection = Static<typeof S.CollectionSectionSchema>;
export type ProductCollection = Static<typeof S.ProductCollectionSchema>;
export type ProductSet = Static<typeof S.ProductSetSchema>;
export type DolyamePaymentInfo = Static<typeof S.DolyamePaymentInfoSchema>;
export type Product = Static<typeof S.ProductSchema>;

/**
 * The card projection of a product (docs/product/02-screens.md#product-card): only what a product
 * card shows. Listings (POST /catalog/show, /tags/show) and the bestsellers slider answer with
 * it; the full Product comes from GET /jewelry/{idOrSlug}. A Product is a ListingProduct, so
 * anything that takes a card also takes a full product.
 */
export type ListingProduct = Static<typeof S.ListingProductSchema>;

/** The fields of ListingProduct: its schema picks them from Product, the server projects them. */
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
] as const satisfies readonly (keyof Product)[];
export type Designer = Static<typeof S.DesignerSchema>;
export type Trend = Static<typeof S.TrendSchema>;
export type Subcategory = Static<typeof S.SubcategorySchema>;
export type Category = Static<typeof S.CategorySchema>;

// ---------------------------------------------------------------- user
export type UserBonuses = Static<typeof S.UserBonusesSchema>;
export type UserPersonalData = Static<typeof S.UserPersonalDataSchema>;
export type User = Static<typeof S.UserSchema>;
export type UserAddress = Static<typeof S.UserAddressSchema>;

// ---------------------------------------------------------------- location
export type Location = Static<typeof S.LocationSchema>;

// ---------------------------------------------------------------- orders
export type DeliveryMethodId = Static<typeof S.DeliveryMethodIdSchema>;
export type CommunicationMethodId = Static<typeof S.CommunicationMethodIdSchema>;
export type ActiveDeliveryType = Static<typeof S.ActiveDeliveryTypeSchema>;
export type CourierInfo = Static<typeof S.CourierInfoSchema>;
export type OrderData = Static<typeof S.OrderDataSchema>;
export type OrderStatus = Static<typeof S.OrderStatusSchema>;
export type OrderPaymentStatus = Static<typeof S.OrderPaymentStatusSchema>;
export type OrderLine = Static<typeof S.OrderLineSchema>;
export type AnalyticsPurchase = Static<typeof S.AnalyticsPurchaseSchema>;
export type OrderSuccessData = Static<typeof S.OrderSuccessDataSchema>;
export type ProfileOrder = Static<typeof S.ProfileOrderSchema>;

// ---------------------------------------------------------------- payment
export type PaymentMethod = Static<typeof S.PaymentMethodSchema>;

// ---------------------------------------------------------------- cart
export type CartLineCharacteristics = Static<typeof S.CartLineCharacteristicsSchema>;
export type CartProductLine = Static<typeof S.CartProductLineSchema>;
export type CartCertificate = Static<typeof S.CartCertificateSchema>;
export type CartPromocode = Static<typeof S.CartPromocodeSchema>;
export type DeliveryOption = Static<typeof S.DeliveryOptionSchema>;
export type DeliveryEstimation = Static<typeof S.DeliveryEstimationSchema>;
export type DepositOrderItem = Static<typeof S.DepositOrderItemSchema>;
export type CartBonuses = Static<typeof S.CartBonusesSchema>;
export type CartData = Static<typeof S.CartDataSchema>;

// ---------------------------------------------------------------- deposits / certificates
export type DepositDesign = Static<typeof S.DepositDesignSchema>;
export type CertificateImage = Static<typeof S.CertificateImageSchema>;
export type GiftDeposit = Static<typeof S.GiftDepositSchema>;
export type ProfileCertificate = Static<typeof S.ProfileCertificateSchema>;

// ---------------------------------------------------------------- pickup points / shops
export type PickupProvider = Static<typeof S.PickupProviderSchema>;
export type PickupPoint = Static<typeof S.PickupPointSchema>;
export type Shop = Static<typeof S.ShopSchema>;

// ---------------------------------------------------------------- main page
export type Banner = Static<typeof S.BannerSchema>;
export type MainPage = Static<typeof S.MainPageSchema>;

// ---------------------------------------------------------------- menu / content
export type MenuLink = Static<typeof S.MenuLinkSchema>;
export type MenuItem = Static<typeof S.MenuItemSchema>;
export type ContentPage = Static<typeof S.ContentPageSchema>;

/** Subscriber check response of docs/product/03-entities.md#subscriber-check (POST /subscriber-exists). */
export type SubscriberCheckResponse = Static<typeof SubscriberExistsReply>;

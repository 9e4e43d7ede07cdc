export type {
  Storefront,
  Locale,
  CurrencyCode,
  RemoteName,
  RouteOwner,
  LayoutName,
} from './common';
export type { PopupPropsMap, PopupKey, OpenPopup } from './popups';
export type {
  RouteState,
  StorefrontState,
  LocationState,
  UserState,
  CartSummaryState,
  FavoritesState,
  PopupState,
  BusState,
  BusStateKey,
  BusEvents,
  BusEventType,
} from './bus';
export * from './entities';
export * from './api';
export * from './rules';
export type {
  MarketingSubscriptionKind,
  MarketingSubscribeRequest,
  MarketingSubscribeResponse,
  ProductSubscriptionKind,
  ProductSubscribeRequest,
  ProductSubscribeResponse,
  StylistConsultRequest,
  StylistConsultResponse,
} from './marketing';
export type { AnalyticsCart, AnalyticsProduct } from './analytics';
export * from './contracts';
export * from './refunds';
export * from './careers';

/**
 * Calls of the marketing-platform stand-in (ADR 0016), derived from its route schemas
 * (./schemas/marketing.ts, ADR 24).
 */
import type { Static } from 'typebox';
import type * as S from './schemas/marketing';

export type MarketingSubscribeRequest = Static<typeof S.SubscribeBody>;
export type MarketingSubscriptionKind = MarketingSubscribeRequest['kind'];
export type MarketingSubscribeResponse = Static<typeof S.MarketingSubscribeReply>;

export type ProductSubscribeRequest = Static<typeof S.ProductSubscribeBody>;
export type ProductSubscriptionKind = ProductSubscribeRequest['kind'];
export type ProductSubscribeResponse = Static<typeof S.ProductSubscribeReply>;

export type StylistConsultRequest = Static<typeof S.StylistConsultBody>;
export type StylistConsultResponse = Static<typeof S.StylistConsultReply>;

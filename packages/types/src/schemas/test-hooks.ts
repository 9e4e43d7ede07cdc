/**
 * Schemas of the API's test hooks (a loopback listener of their own, never under /api):
 * GET /last-sms, /captcha/{token}, /order-deposits/{orderId}; POST /sku-stock, /product-price,
 * /orders/{orderId}/past-payment-window.
 */
import { Type } from 'typebox';
import { Closed, CurrencySchema, Nullable } from './common';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const LastSmsQuery = Type.Object({ phone: Type.String({ maxLength: 30 }) });
export const DevLastSmsReply = Closed({
  phone: Type.String(),
  code: Type.String(),
  sentAt: Type.String(),
  /** How the code went out; a flashcall's code is the last four digits of callerNumber. */
  confirmationType: Type.Optional(
    Type.Union([
      Type.Literal('sms'),
      Type.Literal('flashcall'),
      Type.Literal('yaid'),
      Type.Literal('mobid'),
    ]),
  ),
  callerNumber: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const CaptchaTokenParam = Type.Object({ token: Type.String({ maxLength: 100 }) });
export const DevCaptchaReply = Closed({ token: Type.String(), answer: Type.String() });

export const OrderIdParamOfHooks = Type.Object({ orderId: Id });
/** The gift deposits a paid order created (E2E activates one). */
export const DevOrderDepositsReply = Closed({
  deposits: Type.Array(Closed({ id: Type.String(), authCode: Type.String() })),
});

export const SkuStockBody = Type.Object({
  skuId: Id,
  stock: Type.Integer({ minimum: 0, maximum: 1000 }),
});
/** The SKU's stock is set; the previous one lets a test restore it. */
export const DevSkuStockReply = Closed({
  skuId: Type.Number(),
  stock: Type.Number(),
  previousStock: Type.Number(),
});

export const ProductPriceBody = Type.Object({
  productId: Id,
  /** Which of the product's final prices (its column per currency). */
  currency: CurrencySchema,
  /** In the currency's main unit, as the database keeps it. */
  price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
});
/** The product's final price in that currency is set; the previous one lets a test restore it. */
export const DevProductPriceReply = Closed({
  productId: Type.Number(),
  currency: CurrencySchema,
  price: Type.Number(),
  previousPrice: Nullable(Type.Number()),
});

/** The order was moved past its payment window and the sweep ran: what it cancelled. */
export const DevPaymentWindowReply = Closed({
  cancelled: Type.Array(Type.Number()),
});

/** The orders feature: POST /order/create/v2, GET /order/success-data/{id} (+ the test payment page). */
import type { OrderCreateResponse, OrderData, OrderLine } from '@shop/types';
import {
  OrderCreateReply,
  OrderDataBody,
  OrderIdParam,
  OrderSuccessDataReply,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin, FeatureRoutes } from '../../app-context';
import { BUSINESS_CODES, HttpError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { ensureSession } from '../../plugins/session';
import { UserRepository } from '../auth/user-repository';
import { cartMessage } from '../cart/cart-messages';
import { stoppedPayingRefusal } from '../cart/cart-calculator';
import { CartService } from '../cart/cart-service';
import { DELIVERY } from '../cart/delivery-options';
import { DepositRepository } from '../deposits/deposit-repository';
import {
  depositItemErrors,
  newDepositsOf,
  passedSendDatesAsNow,
  requireCertificateStorefront,
} from '../deposits/new-deposits';
import { OrderConflict, OrderRepository } from './order-repository';
import { validateOrder } from './order-validation';
import { isPaymentRequired, orderPaymentState } from './payment-state';
import { paymentRedirectUrl, requirePaymentProvider } from '../payments/payment-provider';
import type { CertificateTaken } from './payment-window';
import { ownsOrder } from './order-access';
import { registerPaymentPage } from './payment-page-routes';
import type { ChosenPickupPoint } from '../cart/cart-calculator';
import { pointAddresses } from '../pickup-points/pickup-point-repository';

/** An order's fields that name its pickup point, as the chooser showed it. */
function pickupPointFields(point: ChosenPickupPoint) {
  const code = point.code || point.id;
  const { fullAddress, shortAddress } = pointAddresses(point);
  return {
    pickup_point: code,
    pickpoint_number: code,
    pickpoint_full_address: fullAddress,
    pickpoint_short_address: shortAddress,
  };
}

export const registerOrderRoutes: FeatureRoutes = (app, ctx) => {
  const cart = new CartService(ctx);
  const orders = new OrderRepository(ctx);
  const users = new UserRepository(ctx);
  const deposits = new DepositRepository(ctx);

  app.post(
    '/order/create/v2',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Create the order from the cart. Business failures answer 200 with result null and error/code/errors (docs/product/08-messages.md#order-creation-failures).',
        body: OrderDataBody,
        response: replies({ 200: OrderCreateReply }),
      },
    },
    async (request, reply): Promise<OrderCreateResponse> => {
      // The total the checkout showed guards this request; it is not the order's data.
      const { expectedTotal, ...body } = request.body;
      const data = body as Partial<OrderData>;
      const locale = request.shop.locale;
      const session = await ensureSession(ctx, request, reply);
      const state = await cart.load(request, reply);
      await cart.applyContext(state, {
        delivery_method_id: data.delivery_method_id ?? state.context.delivery_method_id ?? null,
        payment_method_id: data.payment_method_id ?? state.context.payment_method_id ?? null,
        spend_bonuses: data.spendBonuses ?? state.context.spend_bonuses ?? false,
        pickup_point_id: data.pickup_point ?? state.context.pickup_point_id ?? null,
      });
      const input = await cart.calcInput(request);
      const calc = await cart.calculator.calculate(state, input);
      const fail = (
        code: keyof typeof BUSINESS_CODES | null,
        messageCode: Parameters<typeof cartMessage>[0],
        extra: Partial<OrderCreateResponse> = {},
      ): OrderCreateResponse => ({
        result: null,
        cartChanged: false,
        error: cartMessage(messageCode, locale),
        code: code ? BUSINESS_CODES[code] : messageCode,
        errors: null,
        ...extra,
      });

      if (calc.lines.length === 0 && state.deposits.length === 0)
        return fail('cartEmpty', 'cart_empty');

      // A code that stopped paying after it was applied (expired, or a certificate another order
      // spent) no longer counts in the calculation above: it leaves the cart, and the shopper is
      // told before paying more than they were shown.
      const stoppedPaying = stoppedPayingRefusal(calc.stoppedPaying);
      if (stoppedPaying) {
        await cart.repo.dropCodes(
          state,
          calc.stoppedPaying.map((s) => s.code),
        );
        return fail(null, stoppedPaying);
      }

      // Items that went out of stock meanwhile: adjust the cart and report cartChanged (docs/product/08-messages.md#order-creation-failures).
      const fitToStock = async (lines: typeof calc.lines): Promise<boolean> => {
        const short = lines.filter((l) => !l.buyable || l.line.quantity > l.available);
        for (const l of short)
          await cart.repo.setQuantity(state.row.id, l.sku.id, l.buyable ? l.available : 0);
        return short.length > 0;
      };
      if (await fitToStock(calc.lines))
        return fail('cartChanged', 'cart_changed', { cartChanged: true });

      const delivery =
        calc.cartData.delivery.find((d) => d.typeId === data.delivery_method_id) ??
        calc.cartData.delivery.find((d) => d.selected);
      if (
        data.delivery_method_id &&
        !calc.cartData.delivery.some((d) => d.typeId === data.delivery_method_id)
      ) {
        return fail('deliveryMethodUnavailable', 'delivery_method_unavailable', {
          errors: { delivery_method_id: ['empty delivery method'] },
        });
      }
      // Express and same-day options close at their Moscow-time cut-offs (docs/product/08-messages.md#message-catalogue messages).
      if (delivery?.disabled && delivery.typeId === DELIVERY.express)
        return fail(null, 'express_cutoff', { errors: { delivery_method_id: ['express cutoff'] } });
      if (delivery?.disabled && delivery.typeId === DELIVERY.dayToDay)
        return fail(null, 'same_day_cutoff', {
          errors: { delivery_method_id: ['same-day cutoff'] },
        });
      const payment = calc.cartData.availablePaymentMethods.find((p) => p.selected);
      if (
        (data.payment_method_id &&
          !calc.cartData.availablePaymentMethods.some(
            (p) => p.id === data.payment_method_id && !p.disabled,
          )) ||
        !payment
      ) {
        return fail('paymentMethodUnavailable', 'payment_method_unavailable');
      }
      const deliveryTypeId = delivery?.typeId ?? DELIVERY.courier;
      const cartDeposits = passedSendDatesAsNow(state.deposits);
      // Put into the cart on the Russian storefront, ordered on the English one.
      if (cartDeposits.length > 0) requireCertificateStorefront(request.shop.storefront);
      const errors = {
        ...validateOrder(data, deliveryTypeId, locale),
        // A point that does not exist is not one (and has no price to charge).
        ...(deliveryTypeId === DELIVERY.pickpoint && !calc.pickupPoint
          ? { pickup_point: ['empty pickpoint'] }
          : {}),
        // Certificates bought with the cart: checked again, now that the buyer's e-mail is known.
        ...(cartDeposits.length > 0
          ? depositItemErrors(cartDeposits, {
              designIds: await deposits.designIds(),
              buyerEmail: data.email ?? '',
            })
          : {}),
      };
      if (Object.keys(errors).length)
        return fail('orderValidation', 'validation_failed', { errors });

      const phone = normalizePhone(data.phone ?? '');
      const { phone: _typedPhone, ...dataWithoutPhone } = data;
      const user = session.user_id ? await users.byId(session.user_id) : undefined;
      const confirmed =
        (user && user.phone === phone) ||
        (session.confirmed_phone !== null && session.confirmed_phone === phone);
      if (!confirmed)
        return fail('phoneNotConfirmed', 'phone_not_confirmed', {
          errors: { phone: ['phone must be confirmed'] },
        });

      const lines: OrderLine[] = calc.lines.map((l) => ({
        productId: l.line.productId,
        skuId: l.line.skuId,
        name: l.line.name,
        designer: l.line.designer,
        quantity: l.line.quantity,
        price: l.line.price.final,
        photo: l.line.photo,
      }));
      const categories = Object.fromEntries(
        calc.lines.map((l) => [String(l.sku.id), l.line.category]),
      );
      const finalSum = calc.cartData.finalSum.final;
      // Never more than the checkout showed, nor in another currency: a certificate partly spent
      // by another order, a price raised, a delivery no longer free, since the page was loaded.
      // Less is charged without asking.
      if (
        expectedTotal &&
        (finalSum > expectedTotal.amount || expectedTotal.currency !== input.currency)
      )
        return fail(null, 'total_changed');
      const needsPayment = isPaymentRequired(locale, payment, calc.cartData);
      if (needsPayment) requirePaymentProvider(ctx);
      // The cart's certificates become the order's deposits; their codes come with the payment.
      const bought = newDepositsOf(cartDeposits);
      const placing = orders.placeCartOrder({
        order: {
          userId: session.user_id,
          sessionId: session.id,
          kind: 'products',
          status: needsPayment ? 'awaiting_payment' : 'new',
          currency: input.currency,
          finalSum,
          deliveryPrice: calc.cartData.deliveryPrice,
          deliveryMethodId: deliveryTypeId,
          paymentMethodId: payment.id,
          data: {
            // The phone first: the stored data begins with it, which is how a customer's
            // orders are found by phone (unpaidOfLastDay); no key of the body can pose as it.
            phone,
            ...dataWithoutPhone,
            // The order goes to the point it is charged for: its code and address are the
            // point's, not the body's free text (an attack pass paid a free point's price for
            // another).
            ...(deliveryTypeId === DELIVERY.pickpoint && calc.pickupPoint
              ? pickupPointFields(calc.pickupPoint)
              : {}),
            deposits: cartDeposits,
            depositIds: bought.map((d) => d.id),
            promocodes: state.promocodes,
            certificates: state.certificates,
            // What the certificates give, so that a cancelled order gives it back (payment-window.ts).
            certificateSpend: calc.certificateSpend
              .filter((spend) => spend.amount > 0)
              .map(({ code, amount }): CertificateTaken => ({ code, amount })),
          },
          lines,
          categories,
        },
        cart: { id: state.row.id, deposits: state.row.deposits, items: state.items },
        // Each unpaid order holds its stock: one customer may keep only a few of them open, with
        // a few pieces in all, or a single login could take the stock off the shelves for nothing.
        ...(finalSum > 0
          ? { unpaidBy: { userId: session.user_id, sessionId: session.id, phone } }
          : {}),
        deposits: bought,
        senderName: data.fio ?? '',
        bonusesSpent: calc.bonusesSpent,
        certificates: calc.certificateSpend,
        ...(deliveryTypeId === DELIVERY.courier
          ? {
              courierAddress: {
                address: data.address || data.courier_info?.address || '',
                apartment: data.apartment ?? '',
                front_door: data.front_door ?? '',
                floor: data.floor ?? '',
                house_code: data.house_code ?? '',
              },
            }
          : {}),
        ...(data.newsletterSubscription !== false && data.email
          ? { subscribeEmail: data.email }
          : {}),
      });
      const orderId = await placing.catch((error: unknown) => {
        if (error instanceof OrderConflict) return error;
        throw error;
      });
      if (orderId instanceof OrderConflict) {
        if (orderId.taken === 'unpaid_orders') return fail(null, 'too_many_unpaid_orders');
        if (orderId.taken === 'unpaid_pieces') return fail(null, 'too_many_unpaid_pieces');
        if (orderId.taken === 'certificate')
          return fail('certificateNotFound', 'certificate_not_found', { cartChanged: true });
        // Another order took the last units since the calculation: the cart is fitted to what
        // is left now, so the message ("removed from the cart") is true and the next try can
        // succeed. Bonuses spent meanwhile show in the cart's next calculation.
        if (orderId.taken === 'stock')
          await fitToStock((await cart.calculator.calculate(state, input)).lines);
        return fail('cartChanged', 'cart_changed', { cartChanged: true });
      }
      const created = needsPayment ? await orders.byId(orderId) : undefined;
      return {
        result: {
          orderId,
          paymentRequired: needsPayment,
          redirectUrl: created ? paymentRedirectUrl(ctx, created) : `/order-success/${orderId}`,
        },
        cartChanged: false,
        error: null,
        code: null,
        errors: null,
      };
    },
  );

  app.get(
    '/order/success-data/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order success data (only for the session or user that placed it)',
        params: OrderIdParam,
        response: replies({ 200: OrderSuccessDataReply }, 404),
      },
    },
    async (request) => {
      const order = await orders.byId(request.params.id);
      if (!order || !ownsOrder(request, order)) throw new HttpError('not_found', 'Unknown order');
      return { ...orders.successData(order), ...orderPaymentState(ctx, order) };
    },
  );
};

/** The orders feature; the test payment provider's page only where it is allowed (devPayments). */
export const orderFeature: FeaturePlugin = async (app, { ctx }) => {
  registerOrderRoutes(app, ctx);
  if (ctx.options.devPayments) registerPaymentPage(app, ctx);
};

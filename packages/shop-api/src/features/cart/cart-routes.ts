/** The cart feature: GET /cart, POST /cart/calculate, POST /cart/add, POST /cart/{action}. */
import type { CartResponse as CartAnswer } from '@shop/types';
import {
  CartActionBody,
  CartActionParams,
  CartAddBody,
  CartCalculateBody,
  CartResponse,
  replies,
} from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { beginCodeAttempt } from '../deposits/code-attempts';
import { DepositRepository } from '../deposits/deposit-repository';
import { depositItemErrors, requireCertificateStorefront } from '../deposits/new-deposits';
import { availableQuantity, certificatePays, isExpired } from './cart-calculator';
import type { CartMessageCode } from './cart-messages';
import { CartService } from './cart-service';

export const cartFeature: FeaturePlugin = async (app, { ctx }) => {
  const cart = new CartService(ctx);
  const carts = cart.repo;
  const deposits = new DepositRepository(ctx);

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The cart as its page first shows it (no choices, the visitor location), read only: preloaded with the page',
        response: replies({ 200: CartResponse }),
      },
    },
    async (request): Promise<CartAnswer> => cart.firstView(request),
  );

  app.post(
    '/cart/calculate',
    {
      schema: {
        tags: ['cart'],
        summary: 'Recalculate the cart with delivery, payment, bonus and location context',
        body: CartCalculateBody,
        response: replies({ 200: CartResponse }),
      },
    },
    async (request, reply): Promise<CartAnswer> => {
      const state = await cart.load(request, reply);
      await cart.applyContext(state, request.body);
      return cart.respond(request, state);
    },
  );

  app.post(
    '/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product (sku_id, or product_id → first SKU in stock)',
        body: CartAddBody,
        response: replies({ 200: CartResponse }, 404),
      },
    },
    async (request, reply): Promise<CartAnswer> => {
      const { product_id, sku_id, quantity = 1, characteristics } = request.body;
      if (!product_id && !sku_id) {
        throw new HttpError('validation_failed', undefined, {
          product_id: ['product_id or sku_id is required'],
        });
      }
      let skuId = sku_id;
      if (!skuId) {
        skuId = await carts.defaultSkuId(product_id!);
        if (!skuId) throw new HttpError('not_found', 'Unknown product');
      }
      const found = await cart.calculator.skuWithProduct(skuId);
      if (!found || (product_id && found.product.id !== product_id))
        throw new HttpError('not_found', 'Unknown product or SKU');
      const state = await cart.load(request, reply);
      await cart.applyContext(state, request.body);
      const { product, sku } = found;
      const priceKnown = product.price_rub !== null;
      let failure: CartMessageCode | undefined;
      const available = availableQuantity(product, sku);
      const current = state.items.find((i) => i.sku_id === sku.id)?.quantity ?? 0;
      if (product.is_archive || !priceKnown) failure = 'not_buyable';
      else if (available <= 0) failure = 'out_of_stock';
      else if (current + quantity > available) failure = 'quantity_limit';
      if (!failure)
        await carts.setQuantity(
          state.row.id,
          sku.id,
          current + quantity,
          characteristics?.text ?? null,
        );
      return cart.respond(request, state, failure);
    },
  );

  app.post(
    '/cart/:action',
    {
      schema: {
        tags: ['cart'],
        summary: 'Cart actions: quantities, remove, clear, promo codes, certificates, deposits',
        params: CartActionParams,
        body: CartActionBody,
        response: replies({ 200: CartResponse }, 404),
      },
    },
    async (request, reply): Promise<CartAnswer> => {
      const { action } = request.params;
      const body = request.body;
      const state = await cart.load(request, reply);
      await cart.applyContext(state, body);
      const cartId = state.row.id;
      const line = body.id ? state.items.find((i) => String(i.sku_id) === body.id) : undefined;
      const requireLine = (): typeof line => {
        if (!body.id) throw new HttpError('validation_failed', undefined, { id: ['is required'] });
        return line;
      };
      const requireCode = (): string => {
        const code = body.code?.trim().toUpperCase();
        if (!code) throw new HttpError('validation_failed', undefined, { code: ['is required'] });
        return code;
      };
      let failure: CartMessageCode | undefined;

      switch (action) {
        case 'increase':
        case 'decrease':
        case 'set-quantity': {
          const item = requireLine();
          if (!item) {
            failure = 'line_not_found';
            break;
          }
          const target =
            action === 'increase'
              ? item.quantity + 1
              : action === 'decrease'
                ? item.quantity - 1
                : (body.quantity ?? item.quantity);
          const found = await cart.calculator.skuWithProduct(item.sku_id);
          const available = found ? availableQuantity(found.product, found.sku) : 0;
          if (target > available) failure = 'quantity_limit';
          else await carts.setQuantity(cartId, item.sku_id, target);
          break;
        }
        case 'remove': {
          const item = requireLine();
          if (!item) failure = 'line_not_found';
          else await carts.setQuantity(cartId, item.sku_id, 0);
          break;
        }
        case 'clear':
          await carts.clear(cartId);
          break;
        case 'add-promocode': {
          const code = requireCode();
          const promo = await carts.promocode(code);
          if (!promo) failure = 'promocode_not_found';
          else if (isExpired(promo)) failure = 'promocode_expired';
          else if (state.promocodes.includes(code)) failure = 'promocode_already_applied';
          else await carts.save(cartId, { promocodes: [code] });
          break;
        }
        case 'remove-promocode': {
          const code = requireCode();
          if (!state.promocodes.includes(code)) failure = 'promocode_not_applied';
          else
            await carts.save(cartId, {
              promocodes: state.promocodes.filter((c) => c !== code),
            });
          break;
        }
        case 'add-certificate': {
          const code = requireCode();
          // A code is a bearer's key: typing codes is limited as typing activation codes is.
          const attempt = await beginCodeAttempt(ctx.db, request);
          if (!attempt.allowed) {
            failure = 'certificate_attempts_exceeded';
            break;
          }
          // One in someone else's profile answers as an unknown code (and counts as a guess).
          const certificate = await carts.spendableCertificate(
            code,
            request.shop.session?.user_id ?? null,
          );
          if (certificate) await attempt.forgive();
          if (!certificate || !certificatePays(certificate)) failure = 'certificate_not_found';
          else if (state.certificates.includes(code)) failure = 'certificate_already_applied';
          else await carts.save(cartId, { certificates: [...state.certificates, code] });
          break;
        }
        case 'remove-certificate': {
          const code = requireCode();
          if (!state.certificates.includes(code)) failure = 'certificate_not_found';
          else
            await carts.save(cartId, {
              certificates: state.certificates.filter((c) => c !== code),
            });
          break;
        }
        case 'add-deposit': {
          requireCertificateStorefront(request.shop.storefront);
          const deposit = body.deposit;
          if (!deposit)
            throw new HttpError('validation_failed', undefined, { deposit: ['is required'] });
          // The rules the order checks again, but for the buyer's own e-mail, not known yet. An
          // amount out of range is the cart's own answer (its message); the others are the form's.
          const errors = depositItemErrors([deposit], { designIds: await deposits.designIds() });
          if (errors['deposits.0.amount']) failure = 'certificate_amount_range';
          else if (Object.keys(errors).length)
            throw new HttpError('validation_failed', undefined, errors);
          else await carts.save(cartId, { deposits: [...state.deposits, deposit] });
          break;
        }
        case 'remove-deposit': {
          const index = body.index;
          if (index === undefined)
            throw new HttpError('validation_failed', undefined, { index: ['is required'] });
          if (index < 0 || index >= state.deposits.length) {
            request.log.warn({ index }, 'deposit removal index outside the list');
            failure = 'deposit_index_out_of_range';
          } else
            await carts.save(cartId, {
              deposits: state.deposits.filter((_, i) => i !== index),
            });
          break;
        }
        default:
          throw new HttpError('not_found', 'Unknown cart action');
      }
      return cart.respond(request, state, failure);
    },
  );
};

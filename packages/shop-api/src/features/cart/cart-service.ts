/** Loads the request's cart, applies changes and answers `{ result, cartData, error?, message?, code? }`. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartCalculateRequest, CartResponse } from '@shop/types';
import type { AppContext } from '../../app-context';
import { ensureSession } from '../../plugins/session';
import { defaultLocation } from '../location/default-locations';
import { type CalcInput, CartCalculator } from './cart-calculator';
import { type CartMessageCode, cartMessage } from './cart-messages';
import { CartRepository, EMPTY_CART, type CartState } from './cart-repository';

export class CartService {
  readonly repo: CartRepository;
  readonly calculator: CartCalculator;

  constructor(private readonly ctx: AppContext) {
    this.repo = new CartRepository(ctx);
    this.calculator = new CartCalculator(ctx);
  }

  async calcInput(request: FastifyRequest): Promise<CalcInput> {
    const userId = request.shop.session?.user_id;
    const user = userId
      ? await this.ctx.db
          .selectFrom('users')
          .select('bonus_balance')
          .where('id', '=', userId)
          .executeTakeFirst()
      : undefined;
    return {
      locale: request.shop.locale,
      currency: request.shop.currency,
      country: request.shop.country,
      bonusBalance: user?.bonus_balance ?? 0,
      userId: userId ?? null,
    };
  }

  /** The cart of the request (created with its session when missing). */
  async load(request: FastifyRequest, reply: FastifyReply): Promise<CartState> {
    const session = await ensureSession(this.ctx, request, reply);
    const row = await this.repo.findOrCreate(session.id, session.user_id);
    return this.repo.state(row);
  }

  /** Merges the calculation context of a cart call into the stored one. */
  async applyContext(state: CartState, body: CartCalculateRequest): Promise<void> {
    const patch: CartCalculateRequest = {};
    if (body.spend_bonuses !== undefined) patch.spend_bonuses = body.spend_bonuses;
    if (body.pickup_point_id !== undefined) patch.pickup_point_id = body.pickup_point_id;
    if (body.delivery !== undefined) patch.delivery = body.delivery;
    if (body.delivery_method_id !== undefined) patch.delivery_method_id = body.delivery_method_id;
    if (body.payment_method_id !== undefined) patch.payment_method_id = body.payment_method_id;
    if (Object.keys(patch).length === 0) return;
    state.context = { ...state.context, ...patch };
    await this.repo.save(state.row.id, { context: state.context });
  }

  /**
   * GET /cart: what the cart page's first calculation answers — its choices cleared (the page
   * starts with none), delivery to the location the common data names — read without storing
   * anything, so the page can preload it with its HTML (ADR 41). A visitor without a session or
   * a cart gets an empty one, and none is created for them: the page's token creates the session.
   */
  async firstView(request: FastifyRequest): Promise<CartResponse> {
    const { session, locale, country } = request.shop;
    const row = session ? await this.repo.find(session.id, session.user_id) : undefined;
    const contents = row ? await this.repo.state(row) : EMPTY_CART;
    const location = request.shop.location ?? defaultLocation(country, locale);
    const context: CartCalculateRequest = {
      delivery_method_id: null,
      payment_method_id: null,
      spend_bonuses: false,
      pickup_point_id: null,
      delivery: {
        country: location.country_iso_code,
        region: location.region,
        city: location.city,
      },
    };
    const { cartData } = await this.calculator.calculate(
      { ...contents, context },
      await this.calcInput(request),
    );
    return { result: true, cartData, error: null, message: null, code: null };
  }

  async respond(
    request: FastifyRequest,
    state: CartState,
    failure?: CartMessageCode,
  ): Promise<CartResponse> {
    const fresh = await this.repo.reload(state.row.id);
    const { cartData } = await this.calculator.calculate(fresh, await this.calcInput(request));
    if (!failure) return { result: true, cartData, error: null, message: null, code: null };
    const text = cartMessage(failure, request.shop.locale);
    return { result: false, cartData, error: text, message: text, code: failure };
  }
}

/**
 * Logs the session in as a user: merges its guest cart into the user's cart, then the change of
 * user makes updateSession rotate the session (new id and CSRF token; the guest id ends).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { updateSession } from '../../plugins/session';
import { CartRepository } from '../cart/cart-repository';

export async function loginSession(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  phone: string | null,
): Promise<void> {
  const session = request.shop.session;
  if (!session) return;
  await new CartRepository(ctx).mergeOnLogin(session.id, userId);
  await updateSession(ctx, request, {
    user_id: userId,
    confirmed_phone: phone ?? session.confirmed_phone,
  });
}

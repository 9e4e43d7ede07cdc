/** Who may read an order and its payment page. */
import type { FastifyRequest } from 'fastify';

/** An order is readable by the session that placed it or by its user. */
export function ownsOrder(
  request: FastifyRequest,
  order: { session_id: string; user_id: number | null },
): boolean {
  const session = request.shop.session;
  if (!session) return false;
  return (
    order.session_id === session.id || (order.user_id !== null && order.user_id === session.user_id)
  );
}

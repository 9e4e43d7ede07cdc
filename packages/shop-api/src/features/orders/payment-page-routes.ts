/**
 * The development payment provider's page: GET /payment/dev/{orderId} offers "succeed" and
 * "fail"; both POST back here, where the provider sends its SIGNED confirmation to
 * POST /payments/confirmation as a real provider's server would, then the browser goes to
 * /order-success/{id} (relative to the shell origin). Registered only when
 * ServerOptions.devPayments is on (outside production mode by default).
 */
import { randomUUID } from 'node:crypto';
import { HtmlPage, OrderIdParam, Redirect, replies } from '@shop/types/schemas';
import type { FeatureRoutes } from '../../app-context';
import {
  type PaymentConfirmation,
  SIGNATURE_HEADER,
  amountToPay,
  signConfirmation,
} from '../payments/payment-provider';
import { OrderRepository } from './order-repository';
import { ownsOrder } from './order-access';

const escape = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const registerPaymentPage: FeatureRoutes = (app, ctx) => {
  const orders = new OrderRepository(ctx);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/payment/dev/:id',
    {
      schema: {
        tags: ['payment'],
        summary: 'Development payment page (HTML)',
        params: OrderIdParam,
        response: replies({ 200: HtmlPage, 404: HtmlPage }),
      },
    },
    async (request, reply) => {
      const order = await orders.byId(request.params.id);
      if (!order || !ownsOrder(request, order)) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Not found</title><h1>Order not found</h1>');
      }
      const base = `${ctx.options.publicPath}/payment/dev/${order.id}`;
      const amount = `${order.final_sum.toLocaleString('ru-RU')} ${escape(order.currency)}`;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment — order ${order.id}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
.note{background:#fff6d6;padding:.75rem;border-radius:6px}button{font-size:1rem;padding:.75rem 1.25rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #222;background:#fff;cursor:pointer}
button.primary{background:#222;color:#fff}</style></head><body>
<main><h1>Test payment</h1><p class="note">Test mode: the test payment provider of a demo shop, no money is charged.</p>
<p>Order <strong>#${order.id}</strong>, amount <strong>${amount}</strong>, status <strong>${escape(order.status)}</strong>.</p>
${
  order.status === 'cancelled'
    ? '<p role="alert">The time to pay this order has run out: it was cancelled, nothing can be paid.</p>'
    : `<form method="post" action="${base}/succeed"><button class="primary" type="submit">Pay successfully</button></form>
<form method="post" action="${base}/fail"><button type="submit">Fail the payment</button></form>`
}</main></body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  for (const outcome of ['succeed', 'fail'] as const) {
    app.post(
      `/payment/dev/:id/${outcome}`,
      {
        config: { csrf: false },
        schema: {
          tags: ['payment'],
          summary: `Development payment outcome: ${outcome}; 303 to /order-success/{id}`,
          params: OrderIdParam,
          response: replies({ 303: Redirect }, 404),
        },
      },
      async (request, reply) => {
        const order = await orders.byId(request.params.id);
        if (!order || !ownsOrder(request, order)) {
          return reply.status(404).send({ error: { code: 'not_found', message: 'Unknown order' } });
        }
        const confirmation: PaymentConfirmation = {
          orderId: order.id,
          amount: amountToPay(order),
          status: outcome === 'succeed' ? 'succeeded' : 'failed',
          eventId: randomUUID(),
        };
        const delivered = await app.inject({
          method: 'POST',
          url: '/payments/confirmation',
          headers: {
            [SIGNATURE_HEADER]: signConfirmation(ctx.options.paymentSecret, confirmation),
          },
          payload: confirmation,
        });
        if (delivered.statusCode !== 200) {
          request.log.error({ answer: delivered.body }, 'dev payment confirmation refused');
        }
        const target =
          outcome === 'succeed'
            ? `/order-success/${order.id}`
            : `/order-success/${order.id}?payment=failed`;
        return reply.redirect(target, 303);
      },
    );
  }
};

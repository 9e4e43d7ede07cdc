/** Gift deposits bought through the API and their order settled as the payment provider would. */
import { randomUUID } from 'node:crypto';
import type { OrderCreateResponse } from '@shop/types';
import {
  type PaymentConfirmation,
  SIGNATURE_HEADER,
  signConfirmation,
} from '../features/payments/payment-provider';
import type { MailMessage } from '../lib/mailer';
import type { Agent, TestServer } from './test-server';

/** The server's mail from now on, kept instead of printed. */
export function recordMail(server: TestServer): MailMessage[] {
  const sent: MailMessage[] = [];
  server.app.shopContext.mailer = {
    label: 'test',
    send: async (message) => {
      sent.push(message);
    },
  };
  return sent;
}

/**
 * Places a deposit order (one certificate per amount, sent to the recipient of the same index
 * or else to the buyer, buyer@example.com) awaiting payment; answers its id.
 */
export async function buyDeposits(
  agent: Agent,
  amounts: number[],
  recipients: (string | undefined)[] = [],
): Promise<number> {
  if (!agent.csrf) await agent.token();
  const created = await agent.post<OrderCreateResponse>('/order/deposits/create', {
    deposits: amounts.map((amount, i) => ({
      amount,
      designId: 1,
      sendDate: null,
      ...(recipients[i] ? { recipientEmail: recipients[i] } : {}),
    })),
    email: 'buyer@example.com',
    phone: '+79995554433',
    fio: 'Покупатель',
  });
  if (!created.body.result) throw new Error(`no order: ${JSON.stringify(created.body)}`);
  return created.body.result.orderId;
}

/**
 * The provider's signed confirmation of the order's payment (or its failure); answers its event
 * id. `eventId`: an earlier event's, to send it again as a provider's retry does.
 */
export async function settleOrder(
  server: TestServer,
  orderId: number,
  status: PaymentConfirmation['status'] = 'succeeded',
  eventId: string = randomUUID(),
): Promise<string> {
  const order = await server.app.shopContext.db
    .selectFrom('orders')
    .select('final_sum')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const confirmation: PaymentConfirmation = {
    orderId,
    amount: order.final_sum,
    status,
    eventId,
  };
  const answer = await fetch(`${server.url}/payments/confirmation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signConfirmation(
        server.app.shopContext.options.paymentSecret,
        confirmation,
      ),
    },
    body: JSON.stringify(confirmation),
  });
  if (answer.status !== 200) throw new Error(`confirmation refused: ${await answer.text()}`);
  return eventId;
}

/** The order's deposits as stored: number and activation code ('' until paid). */
export function depositsOf(
  server: TestServer,
  orderId: number,
): Promise<{ id: string; auth_code: string }[]> {
  return server.app.shopContext.db
    .selectFrom('deposits')
    .select(['id', 'auth_code'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

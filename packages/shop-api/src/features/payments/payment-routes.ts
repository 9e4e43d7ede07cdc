/** POST /payments/confirmation: the provider's server-to-server report of a payment outcome. */
import { Type } from '@fastify/type-provider-typebox';
import type { FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import { applyConfirmation } from './payment-confirmations';
import { SIGNATURE_HEADER, isSignedBy } from './payment-provider';

const ConfirmationBody = Type.Object(
  {
    orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: Type.Integer({ minimum: 0 }),
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
    eventId: Type.String({ minLength: 8, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const registerPaymentRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/payments/confirmation',
    {
      // The provider's server calls this, not a browser: it proves itself with the signature.
      config: { csrf: false },
      schema: {
        tags: ['payment'],
        summary: `Payment provider confirmation, HMAC-SHA256 hex in ${SIGNATURE_HEADER} over "orderId.amount.status.eventId"; idempotent per eventId`,
        body: ConfirmationBody,
      },
    },
    async (request) => {
      const header = request.headers[SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!isSignedBy(ctx.options.paymentSecret, request.body, signature)) {
        request.log.warn(
          { orderId: request.body.orderId },
          'payment confirmation with a bad signature',
        );
        throw new HttpError('unauthorized', 'Bad payment signature');
      }
      return applyConfirmation(ctx, request.body);
    },
  );
};

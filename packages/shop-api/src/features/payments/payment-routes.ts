/**
 * The payments feature: POST /payments/confirmation, the provider's server-to-server report of
 * a payment outcome.
 */
import { PaymentConfirmationBody, PaymentConfirmationReply, replies } from '@shop/types/schemas';
import type { FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { applyConfirmation } from './payment-confirmations';
import { SIGNATURE_HEADER, isSignedBy } from './payment-provider';

export const paymentFeature: FeaturePlugin = async (app, { ctx }) => {
  app.post(
    '/payments/confirmation',
    {
      // The provider's server calls this, not a browser: it proves itself with the signature.
      config: { csrf: false },
      schema: {
        tags: ['payment'],
        summary: `Payment provider confirmation, HMAC-SHA256 hex in ${SIGNATURE_HEADER} over "orderId.amount.status.eventId"; idempotent per eventId`,
        body: PaymentConfirmationBody,
        response: replies({ 200: PaymentConfirmationReply }, 401, 404, 409),
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

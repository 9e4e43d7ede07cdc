/**
 * Production fails closed: the API refuses to start when something production needs is
 * missing, or something made for the demo and for tests is on. `npm start` (development mode)
 * keeps its one-command demo; none of this applies there.
 */
import type { ServerOptions } from './config';

export interface ProductionFacts {
  /** Kinds of the demo seed's data in the database (its phones and codes are public). */
  demoData: string[];
}

/** What stops a production start, one sentence each (empty: safe to start). */
export function productionProblems(options: ServerOptions, facts: ProductionFacts): string[] {
  if (!options.production) return [];
  const problems: string[] = [];
  if (!options.paymentSecretConfigured)
    problems.push(
      'SHOP_API_PAYMENT_SECRET is not set: payment confirmations need the key shared with the payment provider',
    );
  if (options.devPayments)
    problems.push(
      'the test payment provider is on (SHOP_API_DEV_PAYMENTS=1): anyone could pay an order with a test button',
    );
  if (options.testHooks)
    problems.push(
      'test hooks are on (SHOP_API_TEST_HOOKS=1): they reveal login codes and change stock',
    );
  if (!options.smsGateway && !options.smsGatewayUrl)
    problems.push(
      'no SMS gateway (SHOP_API_SMS_GATEWAY_URL): login codes would be written to the log instead of sent',
    );
  if (facts.demoData.length)
    problems.push(
      `the database holds the demo seed's ${facts.demoData.join(', ')}, whose phones and codes are published: start production on a database of its own`,
    );
  return problems;
}

export class UnsafeProductionError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `refusing to start in production mode:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n(README: "Deploying to production")`,
    );
    this.name = 'UnsafeProductionError';
  }
}

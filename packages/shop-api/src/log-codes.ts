/**
 * The API's developer-facing log codes: code → meaning. (What it answers to clients are the
 * snake_case codes of errors.ts.)
 */
import { defineErrorCodes } from '@shop/error-codes';

export const SHOP_API_ERRORS = defineErrorCodes(
  { source: 'shop-api', prefixes: ['SEARCH', 'OPS'] },
  {
    NO_TRIGRAMS: [
      'SEARCH-001',
      'PostgreSQL has no pg_trgm: typo candidates come from memory (ADR 22).',
    ],
    METRICS_LISTENER_FAILED: [
      'OPS-001',
      'The metrics listener (SHOP_API_METRICS_HOST:SHOP_API_METRICS_PORT) could not start: the API serves without /metrics (ADR 32).',
    ],
    ERROR_REPORTING_FAILED: [
      'OPS-002',
      'An error report could not be sent to SHOP_API_SENTRY_DSN before the API stopped (ADR 32).',
    ],
  },
);

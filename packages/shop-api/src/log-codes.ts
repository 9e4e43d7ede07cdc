/**
 * The API's developer-facing log codes: code → meaning. (What it answers to clients are the
 * snake_case codes of errors.ts.)
 */
import { defineErrorCodes } from '@shop/error-codes';

export const SHOP_API_ERRORS = defineErrorCodes(
  { source: 'shop-api', prefixes: ['SEARCH'] },
  {
    NO_TRIGRAMS: [
      'SEARCH-001',
      'PostgreSQL has no pg_trgm: typo candidates come from memory (ADR 22).',
    ],
  },
);

/** @shop/routes' error codes: code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const ROUTES_ERRORS = defineErrorCodes(
  { source: 'routes', prefixes: ['ROUTES'] },
  {
    UNKNOWN_ROUTE: ['ROUTES-001', 'A link to a route name the route table does not have.'],
    MISSING_PARAM: ['ROUTES-002', 'A link to a route without one of its required params.'],
  },
);

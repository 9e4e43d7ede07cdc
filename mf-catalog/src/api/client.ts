import { isApiError, isCancelled } from '@shop/api-client';

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Cancelled requests are not errors (ARCHITECTURE §3). */
export function isAbort(error: unknown): boolean {
  return isCancelled(error) || (error instanceof DOMException && error.name === 'AbortError');
}

/** A server message worth showing (cart errors), else null for the catalogued text. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.message : null;
}

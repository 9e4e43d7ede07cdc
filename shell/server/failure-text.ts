import { networkFailureText } from '@shop/api-client';

/** Our own known conditions carry a code first: `SHELL-SSR-002 …`, `CATALOG-SSR-002 …`. */
const CODED = /^[A-Z]+(?:-[A-Z]+)*-\d{3} /;

/**
 * One line for a failure the server expects — a budget spent, a remote or the API not there
 * (our coded errors, the API client's ApiError, a failed fetch) — or null for anything else:
 * a bug, whose stack is worth printing.
 */
export function expectedFailureText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message } = error as Error;
  if (typeof message === 'string' && CODED.test(message)) return message;
  // A remote's own copy of @shop/api-client: recognised by name, not by class.
  if (name === 'ApiError') {
    const { status, code } = error as Error & { status?: number; code?: string };
    return status
      ? `the API answered ${status} ${code ?? ''}`.trimEnd()
      : `the API did not answer (${code ?? 'network_error'})`;
  }
  return networkFailureText(error);
}

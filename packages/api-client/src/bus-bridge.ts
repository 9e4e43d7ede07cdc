/** Wires 401 answers to the shared bus: bus.emit('auth:unauthorized', { url }). */
import { bus } from '@shop/event-bus';
import { createApiClient } from './create-api-client';
import type { ApiClientOptions } from './http';

export const emitUnauthorized = ({ url }: { url: string }): void => {
  bus.emit('auth:unauthorized', { url });
};

/** The client every remote should use: 401 → 'auth:unauthorized' on the bus. */
export function createBusApiClient(options: Omit<ApiClientOptions, 'onUnauthorized'> = {}) {
  return createApiClient({ ...options, onUnauthorized: emitUnauthorized });
}

import type { CanaryRegistry } from './canary';
import type { CanaryRegistryAccess } from './canary-watch';
import { storeOf, type RegistryTarget } from './registry-store';

/**
 * The registry document with its canaries, in the registry store (ADR 33, ADR 31): what the
 * shell's watch and the deploy commands read and change. A change is applied to the newest
 * document, one writer at a time.
 */
export function canaryRegistryOf(target: RegistryTarget): CanaryRegistryAccess {
  const store = storeOf(target);
  return {
    read: async () => (await store.read()) as CanaryRegistry,
    update: async (change) =>
      (await store.update((registry) => change(registry as CanaryRegistry))).registry,
  };
}

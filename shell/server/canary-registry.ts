import { readRegistry, writeRegistry } from './registry-store';
import type { CanaryRegistry } from './canary';
import type { CanaryRegistryAccess } from './canary-watch';

/**
 * The registry document with its canaries, in the registry store (ADR 33): what the shell's
 * watch and the deploy commands read and change. A change is applied to the newest document.
 */
export function canaryRegistryOf(file: string): CanaryRegistryAccess {
  return {
    read: async () => readRegistry(file) as CanaryRegistry,
    update: async (change) => {
      const next = change(readRegistry(file) as CanaryRegistry);
      writeRegistry(file, next);
      return next;
    },
  };
}

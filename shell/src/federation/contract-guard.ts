import { bus } from '@shop/event-bus';
import { checkContract, CONTRACT_VERSION, type RemoteName } from '@shop/types';
import type { RemoteRegistry } from './remote-registry';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** The contract version each registered remote was built against (from its registry entry). */
const deployedContracts = new Map<RemoteName, string | undefined>();

/** Deploy writes the build's contract into the entry as `?contract=` (scripts/lib/deploy.ts). */
export function contractOfEntry(entry: string): string | undefined {
  try {
    return new URL(entry).searchParams.get('contract') ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberRemoteContracts(registry: RemoteRegistry): void {
  deployedContracts.clear();
  for (const [remote, entry] of Object.entries(registry)) {
    if (entry) deployedContracts.set(remote as RemoteName, contractOfEntry(entry));
  }
}

export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

/**
 * Refuses a module of `remote` whose deployed contract has another major than the one the
 * asking app was built against (the shell's own, or a consumer remote's through the bus
 * loader). The caller's fallback takes the slot; a warning names both versions.
 */
export function assertCompatibleContract(
  remote: RemoteName,
  expose: string,
  consumerContract?: string,
): void {
  const actual = deployedContracts.get(remote);
  const askers = [{ who: 'the shell', expected: CONTRACT_VERSION }];
  if (consumerContract) askers.push({ who: 'its consumer', expected: consumerContract });
  for (const { who, expected } of askers) {
    const check = checkContract(expected, actual);
    if (check.compatible) continue;
    const message = errorText(
      SHELL_ERRORS.CONTRACT_MISMATCH,
      `${remote}/${expose.replace(/^\.\//, '')} is built against contract ` +
        `${check.actual}, ${who} against ${check.expected} (${check.reason}): showing its fallback`,
    );
    console.warn(`[shell] ${message}`);
    bus.emit('remote:failed', { remote, reason: message });
    throw new ContractMismatchError(message);
  }
}

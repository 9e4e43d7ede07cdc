import contract from './contract.json';

/**
 * The version of every cross-app contract in this folder (bus events and state, popup props,
 * exposed modules). One number for all of them: bump it by the rules of
 * docs/adr/0014-contract-versioning.md. The JSON file is what the webpack factory stamps
 * into each app's federation manifest, so the build and the code cannot disagree.
 */
export const CONTRACT_VERSION: string = contract.version;

export interface ContractVersion {
  major: number;
  minor: number;
  patch: number;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

export function parseContractVersion(value: string): ContractVersion | null {
  const match = SEMVER.exec(value.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export type ContractCheck =
  | { compatible: true; known: boolean }
  | { compatible: false; expected: string; actual: string; reason: string };

/**
 * May an app built against `expected` run code built against `actual`? Same major: yes (minors
 * only add). A build that recorded no version predates versioning: allowed, marked unknown.
 * An unreadable version or another major: no.
 */
export function checkContract(expected: string, actual: string | undefined): ContractCheck {
  if (actual === undefined) return { compatible: true, known: false };
  const want = parseContractVersion(expected);
  const have = parseContractVersion(actual);
  if (!want || !have)
    return { compatible: false, expected, actual, reason: 'unreadable contract version' };
  if (want.major !== have.major)
    return { compatible: false, expected, actual, reason: 'different major version' };
  return { compatible: true, known: true };
}

/**
 * Developer-facing error codes, one registry per app (as module-federation's `error-codes`
 * package and the API's errors.ts): code → meaning, defined once with `defineErrorCodes`, and
 * every log line or thrown error built from the registry's constant with `logError`,
 * `logWarning` or `errorText`, so a code is greppable and means one thing.
 */

/** A code such as SHELL-013 or SHELL-SSR-001: a prefix its registry owns, then three digits. */
export const ERROR_CODE_PATTERN = /^([A-Z]+(?:-[A-Z]+)*)-(\d{3})$/;

export interface ErrorCode {
  /** The stable code, e.g. 'SHELL-013'. */
  readonly code: string;
  /** What it means, for whoever reads the log. */
  readonly meaning: string;
  /** The log tag of the app that owns it, e.g. 'shell' ('[shell] SHELL-013 …'). */
  readonly source: string;
}

export interface RegistryInfo {
  readonly source: string;
  /** The code prefixes this registry owns; no other registry may use them. */
  readonly prefixes: readonly string[];
}

/** Marks a registry so tooling (the duplicate check) can find it among a module's exports. */
export const ERROR_REGISTRY: unique symbol = Symbol.for('@shop/error-codes.registry');

export type ErrorCodes<K extends string> = { readonly [key in K]: ErrorCode } & {
  readonly [ERROR_REGISTRY]: RegistryInfo;
};

/** The prefix of a code ('SHELL-SSR' of 'SHELL-SSR-001'), or null when it is not a code. */
export function prefixOf(code: string): string | null {
  return ERROR_CODE_PATTERN.exec(code)?.[1] ?? null;
}

/**
 * One app's registry: `{ KEY: ['PREFIX-001', 'meaning'] }`. Throws when a code is malformed,
 * has a prefix the registry does not own, or is given twice (a code means one thing).
 */
export function defineErrorCodes<K extends string>(
  info: RegistryInfo,
  table: Record<K, readonly [code: string, meaning: string]>,
): ErrorCodes<K> {
  const seen = new Map<string, string>();
  const codes = {} as Record<K, ErrorCode>;
  for (const key of Object.keys(table) as K[]) {
    const [code, meaning] = table[key];
    const prefix = prefixOf(code);
    if (prefix === null) throw new Error(`${key}: "${code}" is not a code (PREFIX-NNN)`);
    if (!info.prefixes.includes(prefix))
      throw new Error(`${key}: ${code} has a prefix ${info.source} does not own`);
    const other = seen.get(code);
    if (other !== undefined) throw new Error(`${code} is given twice: ${other} and ${key}`);
    seen.set(code, key);
    codes[key] = Object.freeze({ code, meaning, source: info.source });
  }
  return Object.freeze(
    Object.defineProperty(codes, ERROR_REGISTRY, { value: Object.freeze({ ...info }) }),
  ) as ErrorCodes<K>;
}

/** Whether a module export is a registry made by defineErrorCodes. */
export function isErrorRegistry(value: unknown): value is ErrorCodes<string> {
  return typeof value === 'object' && value !== null && ERROR_REGISTRY in value;
}

/** The codes of a registry, in definition order. */
export function codesOf(registry: ErrorCodes<string>): ErrorCode[] {
  return Object.values(registry);
}

/** '<CODE> <detail>': a thrown error's message, or a label that a loader logs. */
export function errorText(code: ErrorCode, detail: string): string {
  return `${code.code} ${detail}`;
}

/** console.error('[source] CODE detail', ...details): a failure worth its stack. */
export function logError(code: ErrorCode, detail: string, ...details: unknown[]): void {
  console.error(`[${code.source}] ${errorText(code, detail)}`, ...details);
}

/** console.warn('[source] CODE detail', ...details): an expected condition handled. */
export function logWarning(code: ErrorCode, detail: string, ...details: unknown[]): void {
  console.warn(`[${code.source}] ${errorText(code, detail)}`, ...details);
}

export { SCRUBBED, scrubPersonalData, scrubText } from './scrub-personal-data';

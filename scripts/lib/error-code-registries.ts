/**
 * Finds every app's error-code registry (a module calling defineErrorCodes, plus
 * @shop/build-config's CommonJS one) and every place a code is written, for the check in
 * error-code-registries.test.ts: no code means two things, and every code used is registered.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  codesOf,
  ERROR_CODE_PATTERN,
  type ErrorCode,
  isErrorRegistry,
  prefixOf,
} from '@shop/error-codes';

export const ROOT = join(__dirname, '..', '..');

/** A code-shaped word: PREFIX-001, SHELL-SSR-001 (product data such as GD-1002 has 4 digits). */
const CODE_IN_TEXT = /\b[A-Z]+(?:-[A-Z]+)*-\d{3}\b/g;

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.runtime', '.deploy', 'coverage']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

export interface Registry {
  /** The app or package folder, e.g. 'shell', 'mf-catalog', 'packages/ui', 'scripts'. */
  app: string;
  file: string;
  prefixes: readonly string[];
  codes: ErrorCode[];
}

export interface CodeUse {
  code: string;
  file: string;
  line: number;
  text: string;
}

/** The app a repository file belongs to. */
export function appOf(file: string): string {
  const [first = '', second = ''] = file.split('/');
  return first === 'packages' ? `packages/${second}` : first;
}

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** The files that may hold codes: apps, packages, scripts, E2E, docs and the README. */
export function codeBearingFiles(): string[] {
  const roots = readdirSync(ROOT).filter(
    (name) =>
      name.startsWith('mf-') || ['shell', 'packages', 'scripts', 'e2e', 'docs'].includes(name),
  );
  return [
    ...roots.flatMap((dir) =>
      walk(join(ROOT, dir), (file) => SOURCE.test(file) || file.endsWith('.md')),
    ),
    join(ROOT, 'README.md'),
  ].map((file) => relative(ROOT, file));
}

/** Every registry in the tree (TypeScript ones by their defineErrorCodes call). */
export function loadRegistries(files: string[]): Registry[] {
  const registries: Registry[] = [];
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (!/=\s*defineErrorCodes\(/.test(text)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by path, found above
    const exports = require(join(ROOT, file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!isErrorRegistry(value)) continue;
      const info = Object.getOwnPropertySymbols(value)
        .map((symbol) => (value as unknown as Record<symbol, unknown>)[symbol])
        .find((entry): entry is { prefixes: string[] } => typeof entry === 'object');
      registries.push({
        app: appOf(file),
        file,
        prefixes: info?.prefixes ?? [],
        codes: codesOf(value),
      });
    }
  }
  // webpack reads @shop/build-config as plain CommonJS, so its registry is a plain object.
  const buildConfig = 'packages/build-config/error-codes.js';
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS registry
  const plain = require(join(ROOT, buildConfig)) as {
    BUILD_CONFIG_ERRORS: Record<string, ErrorCode>;
    BUILD_CONFIG_PREFIXES: string[];
  };
  registries.push({
    app: 'packages/build-config',
    file: buildConfig,
    prefixes: plain.BUILD_CONFIG_PREFIXES,
    codes: Object.values(plain.BUILD_CONFIG_ERRORS),
  });
  return registries;
}

/** Every code-shaped word in the files, with where it is. */
export function codeUses(files: string[]): CodeUse[] {
  const uses: CodeUse[] = [];
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(CODE_IN_TEXT))
        if (ERROR_CODE_PATTERN.test(match[0]))
          uses.push({ code: match[0], file, line: index + 1, text });
    });
  }
  return uses;
}

export { prefixOf };

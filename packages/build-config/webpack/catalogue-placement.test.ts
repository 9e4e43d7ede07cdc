import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A CommonJS build module: required as webpack requires it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CATALOGUE_FILES } = require('./formatjs') as { CATALOGUE_FILES: RegExp };

const repoRoot = path.resolve(__dirname, '../../..');
/** A catalogue entry whose text has an ICU argument: `'area.key': '… {name} …'`. */
const MESSAGE_WITH_ARGUMENT = /^\s*'[a-z][\w-]*\.[\w.-]+':\s*'[^']*\{[a-zA-Z]+[},]/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function appSourceFolders(): string[] {
  const roots = readdirSync(repoRoot).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const packages = readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}`);
  return [...roots, ...packages]
    .map((folder) => path.join(repoRoot, folder, 'src'))
    .filter((folder) => {
      try {
        return readdirSync(folder).length > 0;
      } catch {
        return false;
      }
    });
}

describe('interface texts live in catalogue modules', () => {
  it('finds no message with arguments outside src/i18n (production builds ship only those precompiled)', () => {
    const misplaced = appSourceFolders()
      .flatMap(sourceFiles)
      .filter((file) => !CATALOGUE_FILES.test(file))
      .filter((file) => MESSAGE_WITH_ARGUMENT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file));
    expect(misplaced).toEqual([]);
  });

  it('recognises a catalogue entry with an argument', () => {
    expect(MESSAGE_WITH_ARGUMENT.test("  'shell.popups.shops.phone': 'Phone: {phone}',")).toBe(
      true,
    );
    expect(MESSAGE_WITH_ARGUMENT.test("  'shell.popups.shops.title': 'Shops',")).toBe(false);
  });
});

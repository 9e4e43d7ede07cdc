import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CATALOG_DIST = resolve(__dirname, '../../mf-catalog/dist');

/**
 * A copy of the catalog's production build whose `./app` renders a Root that throws `message`
 * as it mounts in the browser (the slot's boundary catches it); its server entry is the healthy
 * one. For deploys of a broken version (error reports, canaries).
 */
export function catalogBuildThrowing(message: string): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'catalog-broken-')), 'dist');
  cpSync(CATALOG_DIST, dist, { recursive: true });
  const expose = readdirSync(dist).find(
    (file) => file.startsWith('__federation_expose_app.') && file.endsWith('.js'),
  );
  if (!expose) throw new Error('the catalog build has no ./app chunk');
  const file = join(dist, expose);
  const source = readFileSync(file, 'utf8');
  const root = /Root:([\w$]+\.[\w$]+)/;
  if (!root.test(source)) throw new Error('the ./app chunk names no Root');
  writeFileSync(
    file,
    source.replace(root, `Root:()=>{throw new Error(${JSON.stringify(message)})}`),
  );
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return dist;
}

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RemoteName } from '@shop/types';
import { appFolder, ROOT } from './apps';

const SOURCE_EXTENSIONS = /\.(tsx?|jsx?|css|html|json|png|svg)$/;

function collect(dir: string, into: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'coverage') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) collect(path, into);
    else if (SOURCE_EXTENSIONS.test(entry)) into.push(path);
  }
}

/** A hash of everything a front-end build reads: its own folder and the shared packages. */
export function sourceHash(app: 'shell' | RemoteName): string {
  const files: string[] = [];
  collect(appFolder(app), files);
  for (const pkg of readdirSync(join(ROOT, 'packages'))) {
    if (pkg !== 'shop-api') collect(join(ROOT, 'packages', pkg), files);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

const STAMP = '.build-hash';

/** Builds the apps whose sources changed since their last production build. */
export function buildIfChanged(
  apps: ReadonlyArray<'shell' | RemoteName>,
  log = console.info,
): void {
  const stale = apps.filter((app) => {
    const stamp = join(appFolder(app), 'dist', STAMP);
    return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash(app);
  });
  if (stale.length === 0) return;
  log(`building ${stale.join(', ')} …`);
  for (const app of stale) {
    const started = Date.now();
    execFileSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: appFolder(app),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    writeFileSync(join(appFolder(app), 'dist', STAMP), sourceHash(app));
    log(`  ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

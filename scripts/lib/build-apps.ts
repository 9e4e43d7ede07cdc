import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RemoteName } from '@shop/types';
import { appFolder, ROOT } from './apps';
import { errorText } from '@shop/error-codes';
import { SCRIPTS_ERRORS } from './error-codes';

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

function buildOne(app: 'shell' | RemoteName): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: appFolder(app),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(errorText(SCRIPTS_ERRORS.BUILD_FAILED, `${app} build failed (exit ${code})`)),
          ),
    );
  });
}

/**
 * Builds the apps whose sources changed since their last production build, as
 * many at once as there are cores (webpack is mostly single-threaded).
 */
export async function buildIfChanged(
  apps: ReadonlyArray<'shell' | RemoteName>,
  log = console.info,
): Promise<void> {
  const stale = apps
    .map((app) => ({ app, hash: sourceHash(app) }))
    .filter(({ app, hash }) => {
      const stamp = join(appFolder(app), 'dist', STAMP);
      return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash;
    });
  if (stale.length === 0) return;
  log(`building ${stale.map(({ app }) => app).join(', ')} …`);
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      await buildOne(next.app);
      writeFileSync(join(appFolder(next.app), 'dist', STAMP), next.hash);
      log(`  ${next.app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(availableParallelism(), 3)) }, worker),
  );
}

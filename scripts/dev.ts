/**
 * `npm run dev`: the API plus every app's webpack dev server in watch mode.
 * The shell at :8080 loads each remote from its dev server (see devRegistry in
 * the shared webpack factory). One remote alone: `npm run dev -w @shop/mf-catalog`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { apiPort, appFolder, REMOTES, ROOT, RUNTIME_DIR } from './lib/apps';

const children: ChildProcess[] = [];

function run(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): void {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => console.info(`[dev] ${label} exited (${code})`));
  children.push(child);
}

run(
  'api',
  process.execPath,
  ['--import', 'tsx', '--watch', join(ROOT, 'packages/shop-api/src/main.ts')],
  ROOT,
  {
    SHOP_API_PORT: String(apiPort()),
    SHOP_API_DB: process.env.SHOP_API_DB ?? join(RUNTIME_DIR, 'shop.sqlite'),
  },
);
const webpackCli = require.resolve('webpack-cli/bin/cli.js');
for (const app of ['shell', ...REMOTES] as const) {
  run(app, process.execPath, [webpackCli, 'serve', '--mode', 'development'], appFolder(app));
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

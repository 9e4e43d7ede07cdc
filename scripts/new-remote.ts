/**
 * npm run new:remote -- <name> --route /path [--title-ru T] [--title-en T] [--port N]
 * Scaffolds mf-<name> (a remote that builds, tests, lints and serves) and names it in every
 * list of remotes: port, registry, ESLint boundary zone, route table, contract, E2E smoke spec.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/apps';
import { scaffoldRemote } from './lib/new-remote';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string' },
    'title-ru': { type: 'string' },
    'title-en': { type: 'string' },
    port: { type: 'string' },
  },
});

const [name] = positionals;
if (!name || !values.route) {
  console.error('usage: npm run new:remote -- <name> --route /path [--title-ru T] [--title-en T]');
  process.exit(2);
}

try {
  const result = scaffoldRemote(ROOT, {
    name,
    route: values.route,
    ...(values['title-ru'] ? { titleRu: values['title-ru'] } : {}),
    ...(values['title-en'] ? { titleEn: values['title-en'] } : {}),
    ...(values.port ? { port: Number(values.port) } : {}),
  });
  // The edited lists in the repository's own style (a longer union wraps differently).
  spawnSync(
    process.execPath,
    [require.resolve('prettier/bin/prettier.cjs'), '--write', result.folder, ...result.edited],
    { cwd: ROOT, stdio: 'ignore' },
  );
  console.info(`created ${result.folder} (container ${result.container}, port ${result.port})`);
  console.info(`named it in: ${result.edited.join(', ')}`);
  console.info(
    `next: npm install (records the workspace in the lock file), npm test -w @shop/${result.folder}, npm start`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

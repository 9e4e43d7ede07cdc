/**
 * Scaffolds a sixth (seventh…) remote: the folder with the standard inner shape and every
 * list that names the remotes (`npm run new:remote -- <name> --route /path`).
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errorText } from '@shop/error-codes';
import { SCRIPTS_ERRORS } from './error-codes';

export interface NewRemoteOptions {
  /** kebab-case, e.g. 'gift-wrap'; the folder is mf-<name>, the route name <name>. */
  name: string;
  /** The page the remote owns, e.g. '/gift-wrap'. */
  route: string;
  titleRu?: string;
  titleEn?: string;
  /** Default: the first free port of 8086–8089. */
  port?: number;
}

export interface NewRemoteResult {
  folder: string;
  port: number;
  container: string;
  /** Repository files outside the new folder that now name the remote. */
  edited: string[];
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const ROUTE = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const FREE_PORTS = [8086, 8087, 8088, 8089];

function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function pascal(name: string): string {
  const value = camel(name);
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function titleOf(name: string): string {
  const words = name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Inserts `line` before the closing `close` of the block that starts with `opening`. */
function insertIntoBlock(text: string, opening: string, line: string, close = '\n};'): string {
  const start = text.indexOf(opening);
  if (start < 0)
    throw new Error(errorText(SCRIPTS_ERRORS.ANCHOR_NOT_FOUND, `cannot find "${opening}"`));
  const end = text.indexOf(close, start);
  if (end < 0)
    throw new Error(
      errorText(SCRIPTS_ERRORS.ANCHOR_NOT_FOUND, `cannot find the end of "${opening}"`),
    );
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

/** Adds `| 'name'` to a string-literal union type. */
function extendUnion(text: string, typeName: string, name: string): string {
  const pattern = new RegExp(`(export type ${typeName} =[^;]*);`);
  if (!pattern.test(text))
    throw new Error(errorText(SCRIPTS_ERRORS.ANCHOR_NOT_FOUND, `cannot find type ${typeName}`));
  return text.replace(pattern, `$1 | '${name}';`);
}

function editFile(root: string, path: string, edit: (text: string) => string, edited: string[]) {
  const file = join(root, path);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  edited.push(path);
}

function writeNew(root: string, path: string, text: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function usedPorts(portsJs: string): number[] {
  return [...portsJs.matchAll(/port: (\d+)/g)].map((match) => Number(match[1]));
}

export function scaffoldRemote(root: string, options: NewRemoteOptions): NewRemoteResult {
  const { name, route } = options;
  if (!NAME.test(name))
    throw new Error(
      errorText(SCRIPTS_ERRORS.INVALID_REMOTE_OPTIONS, `"${name}" is not a kebab-case name`),
    );
  if (!ROUTE.test(route))
    throw new Error(
      errorText(SCRIPTS_ERRORS.INVALID_REMOTE_OPTIONS, `"${route}" is not a route like /gift-wrap`),
    );
  const folder = `mf-${name}`;
  if (existsSync(join(root, folder)))
    throw new Error(errorText(SCRIPTS_ERRORS.INVALID_REMOTE_OPTIONS, `${folder} already exists`));
  const routeTable = readFileSync(join(root, 'packages/routes/src/route-table.ts'), 'utf8');
  if (routeTable.includes(`'${route}'`) || routeTable.includes(`page('${name}'`))
    throw new Error(
      errorText(
        SCRIPTS_ERRORS.INVALID_REMOTE_OPTIONS,
        `the route table already has ${route} or a route "${name}"`,
      ),
    );

  const portsFile = 'packages/build-config/webpack/ports.js';
  const taken = usedPorts(readFileSync(join(root, portsFile), 'utf8'));
  const port = options.port ?? FREE_PORTS.find((candidate) => !taken.includes(candidate));
  if (!port || taken.includes(port))
    throw new Error(errorText(SCRIPTS_ERRORS.NO_FREE_PORT, 'no free port in 8086–8089'));
  const container = name.replace(/-/g, '_');
  const titleEn = options.titleEn ?? titleOf(name);
  const titleRu = options.titleRu ?? titleEn;
  const edited: string[] = [];

  // Every list that names the remotes.
  editFile(root, 'packages/types/src/common.ts', (t) => extendUnion(t, 'RemoteName', name), edited);
  editFile(
    root,
    'packages/build-config/index.d.ts',
    (t) => extendUnion(t, 'AppName', name),
    edited,
  );
  editFile(
    root,
    portsFile,
    (t) =>
      insertIntoBlock(
        t,
        'const DEFAULTS = {',
        `  '${name}': { port: ${port}, container: '${container}', folder: '${folder}' },`,
      ),
    edited,
  );
  editFile(
    root,
    'shell/src/federation/remote-registry.ts',
    (t) => insertIntoBlock(t, 'export const CONTAINERS', `  '${name}': '${container}',`),
    edited,
  );
  editFile(
    root,
    'scripts/lib/apps.ts',
    (t) => insertIntoBlock(t, 'export const REMOTES', `  '${name}',`, '\n];'),
    edited,
  );
  editFile(
    root,
    'eslint.config.mjs',
    (t) => insertIntoBlock(t, 'const apps = [', `  '${folder}',`, '\n];'),
    edited,
  );
  editFile(
    root,
    'packages/routes/src/route-table.ts',
    (t) => {
      const anchor = "  page('not-found', '/404', 'shell'),";
      if (!t.includes(anchor))
        throw new Error(
          errorText(SCRIPTS_ERRORS.ANCHOR_NOT_FOUND, 'cannot find the not-found route'),
        );
      return t.replace(anchor, `  page('${name}', '${route}', '${name}'),\n${anchor}`);
    },
    edited,
  );
  // One module per locale (ADR 18): the route's title goes into each.
  for (const [locale, title] of [
    ['ru', titleRu],
    ['en', titleEn],
  ] as const) {
    editFile(
      root,
      `packages/i18n/src/messages/${locale}.ts`,
      (t) =>
        t.replace(
          /^( {2})'route\.not-found': /m,
          (match, indent: string) =>
            `${indent}'route.${name}': ${JSON.stringify(title).replace(/^"|"$/g, "'")},\n${match}`,
        ),
      edited,
    );
  }
  editFile(
    root,
    'packages/types/src/contracts/exposed-modules.ts',
    (t) =>
      insertIntoBlock(
        insertIntoBlock(
          t,
          'export interface ExposedModules {',
          `  '${name}': {\n    './app': RemoteAppModule;\n    './server'?: ServerModule;\n  };`,
          '\n}',
        ),
        'export const EXPOSED_MODULES',
        `  '${name}': { './app': app },`,
      ),
    edited,
  );
  editFile(
    root,
    'packages/types/src/contracts/bus-contract.ts',
    (t) => insertIntoBlock(t, 'export const BUS_USAGE', `  '${name}': { emits: [], listens: [] },`),
    edited,
  );
  editFile(
    root,
    'package.json',
    (t) => {
      const pkg = JSON.parse(t) as { workspaces: string[] };
      const at = pkg.workspaces.indexOf('e2e');
      pkg.workspaces.splice(at < 0 ? pkg.workspaces.length : at, 0, folder);
      return `${JSON.stringify(pkg, null, 2)}\n`;
    },
    edited,
  );

  // The remote itself: the same inner shape as mf-favorites.
  const favorites = JSON.parse(readFileSync(join(root, 'mf-favorites/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  const files = remoteFiles({ name, folder, container, titleRu, titleEn });
  files['package.json'] = `${JSON.stringify(
    {
      name: `@shop/${folder}`,
      version: '0.1.0',
      private: true,
      dependencies: favorites.dependencies,
      scripts: favorites.scripts,
    },
    null,
    2,
  )}\n`;
  for (const [path, text] of Object.entries(files)) writeNew(root, join(folder, path), text);
  writeNew(root, `e2e/specs/${name}-smoke.spec.ts`, smokeSpec(name, route));
  edited.push(`e2e/specs/${name}-smoke.spec.ts`);

  // What `npm install` would do for a new workspace: link it (the lock file follows on install).
  const link = join(root, 'node_modules/@shop', folder);
  if (existsSync(join(root, 'node_modules/@shop')) && !existsSync(link))
    symlinkSync(join('..', '..', folder), link, 'dir');

  return { folder, port, container, edited };
}

interface Names {
  name: string;
  folder: string;
  container: string;
  titleRu: string;
  titleEn: string;
}

function remoteFiles({ name, folder, container, titleRu, titleEn }: Names): Record<string, string> {
  const Page = `${pascal(name)}Page`;
  const pageFile = `${name}-page`;
  const quote = (text: string) => `'${text.replace(/'/g, "\\'")}'`;
  return {
    'webpack.config.js': `const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: '${name}',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
  },
});
`,
    'jest.config.js': `const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/${folder}',
  environment: 'jsdom',
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "types": ["jest", "@testing-library/jest-dom", "node"]
  },
  "include": ["src", "server", "scripts", "bench", "../typings"]
}
`,
    'src/index.ts': `// Asynchronous start: the federation share scope must be ready before React loads.
import('./bootstrap').catch((error: unknown) =>
  console.error('[standalone] failed to start', error),
);
`,
    'src/bootstrap.tsx': `import { startStandalone } from '@shop/ui/standalone';
import { bootstrap, mount, unmount } from './app';

// Runs only on this remote's own dev server; the shell loads ./app through federation instead.
startStandalone('${name}', { bootstrap, mount, unmount });
`,
    'src/app.tsx': `import { createRemoteLifecycles } from '@shop/ui';
import { catalogue } from './i18n/catalogue';
import { Root } from './root';

/** The remote's whole public surface for the shell: single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  container: '${container}',
  messages: catalogue,
  Root,
});
`,
    'src/root.tsx': `import { useBusState } from '@shop/event-bus';
import { ${Page} } from './features/${pageFile}/components/${pageFile}';

/** Picks the page for the current route. */
export function Root() {
  const route = useBusState('route');
  if (route?.name === '${name}') return <${Page} />;
  // The shell mounts this remote only for the routes it owns, all handled above.
  return null;
}
`,
    'src/i18n/ru.ts': `/** This remote's own texts, layered over the shared catalogue of @shop/i18n. */
export const messages = {
  '${name}.title': ${quote(titleRu)},
  '${name}.intro': 'Страница скоро наполнится.',
};
`,
    'src/i18n/en.ts': `import type { Translation } from '@shop/i18n';
import type { messages as ru } from './ru';

/** This remote's own texts, layered over the shared catalogue of @shop/i18n. */
export const messages: Translation<typeof ru> = {
  '${name}.title': ${quote(titleEn)},
  '${name}.intro': 'This page is coming soon.',
};
`,
    'src/i18n/messages.ts': `import { messages as en } from './en';
import { messages as ru } from './ru';

/**
 * Both locales' texts at hand, for the Node build and tests. Browser entry points use
 * \`catalogue\` (catalogue.ts), which downloads only the storefront's locale (ADR 18).
 */
export const messages = { ru, en };
`,
    'src/i18n/catalogue.ts': `import { lazyCatalogue } from '@shop/i18n';

/**
 * This app's texts in a browser: each locale is a chunk of its own, \`messages-<locale>\`,
 * loaded before the first render; the shell's server preloads the storefront's (ADR 18).
 */
export const catalogue = lazyCatalogue({
  ru: () => import(/* webpackChunkName: "messages-ru" */ './ru').then((m) => m.messages),
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.messages),
});
`,
    [`src/features/${pageFile}/components/${pageFile}.tsx`]: `import { FormattedMessage } from 'react-intl';

/** The first page of this remote. */
export function ${Page}() {
  return (
    <section>
      <h1>
        <FormattedMessage id="${name}.title" />
      </h1>
      <p>
        <FormattedMessage id="${name}.intro" />
      </p>
    </section>
  );
}
`,
    [`src/features/${pageFile}/components/${pageFile}.test.tsx`]: `import { screen } from '@testing-library/react';
import { renderWithShop } from '@shop/ui/testing';
import { ${Page} } from './${pageFile}';

describe('${Page}', () => {
  it.each([
    ['en', ${quote(titleEn)}],
    ['ru', ${quote(titleRu)}],
  ] as const)('shows its heading in %s', (locale, title) => {
    renderWithShop(<${Page} />, locale);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
`,
    'src/testing/setup.ts': `// This remote's texts for renderWithShop (@shop/ui/testing), as its root gives them.
import { configureRender } from '@shop/ui/testing';
import { messages } from '../i18n/messages';

configureRender({ messages });
`,
    'src/contract.test.tsx': `import { describeRemoteContract } from '@shop/ui/contract-testing';

describeRemoteContract({
  remote: '${name}',
  contractFile: __filename,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
  webpackConfig: require('../webpack.config.js'),
  modules: {
    './app': () => import('./app'),
  },
});
`,
  };
}

function smokeSpec(name: string, route: string): string {
  return `import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';

// Generated by npm run new:remote: the ${name} remote serves ${route} inside the shell.
test('the ${name} remote shows its page at ${route}', async ({ page, chrome }) => {
  await page.goto('${route}');
  await expect(await chrome.pageHeading()).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
`;
}

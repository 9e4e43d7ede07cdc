/**
 * The contract tests every remote runs in its own suite (docs/adr/0014): one call,
 * `describeRemoteContract(...)`, in the remote's `src/contract.test.tsx`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import ts from 'typescript';
import { bus } from '@shop/event-bus';
import { matchRoute, POPUPS, ROUTES } from '@shop/routes';
import {
  BUS_EVENT_TYPES,
  BUS_STATE_KEYS,
  BUS_USAGE,
  EXPOSED_MODULES,
  POPUP_FIXTURES,
  type ExposedModuleContract,
  type ExposedModuleLoaders,
  type PopupKey,
  type RemoteName,
  type RouteState,
} from '@shop/types';
import { errorText } from '@shop/error-codes';
import { UI_ERRORS } from '../error-codes';

type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

export interface RemoteContractOptions<R extends RemoteName, L extends Loaders> {
  remote: R;
  /** `__filename` of the calling test: it is type-checked, so `modules` is checked against the contract. */
  contractFile: string;
  /** The remote's webpack config (`require('../webpack.config.js')`): what it exposes is read from it. */
  webpackConfig: unknown;
  /** One loader per exposed module, typed by the contract. */
  modules: L & ExposedModuleLoaders<R, L>;
}

const TYPE_CHECK_TIMEOUT = 120_000;

/** The reserved server-rendering slot (#12): allowed without a loader until its contract lands. */
const SERVER_SLOT = './server';

type WebpackConfigLike = { plugins?: unknown[] };

/**
 * Every module the config's federation plugins expose (the browser build and, when a
 * remote has one, its server build), read the way webpack would see them.
 */
export function exposedBy(webpackConfig: unknown): Record<string, unknown> {
  const made =
    typeof webpackConfig === 'function'
      ? (webpackConfig as (env: object, argv: object) => unknown)({}, { mode: 'production' })
      : webpackConfig;
  const exposes: Record<string, unknown> = {};
  for (const config of [made].flat() as WebpackConfigLike[]) {
    for (const plugin of config.plugins ?? []) {
      const options = (plugin as { _options?: { exposes?: unknown } } | null)?._options;
      if (
        options?.exposes &&
        typeof options.exposes === 'object' &&
        !Array.isArray(options.exposes)
      )
        Object.assign(exposes, options.exposes);
    }
  }
  return exposes;
}

/** Type errors of the contract file and everything it imports, under the remote's tsconfig. */
export function contractTypeErrors(contractFile: string): string[] {
  const configFile = ts.findConfigFile(dirname(contractFile), ts.sys.fileExists);
  if (!configFile) return [`no tsconfig.json above ${contractFile}`];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!parsed) return [`cannot read ${configFile}`];
  // Global declarations (CSS modules, assets) come from the typings folder the config includes.
  const declarations = parsed.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram({
    rootNames: [contractFile, ...declarations],
    options: { ...parsed.options, noEmit: true, incremental: false },
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(process.cwd(), diagnostic.file.fileName)}:${line + 1} ${text}`;
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

export interface BusUse {
  emits: string[];
  listens: string[];
  state: string[];
  popups: string[];
}

/** What a remote's (non-test) sources do on the bus, found by the calls' literal first argument. */
export function scanBusUse(srcDir: string): BusUse {
  const found = { emits: new Set<string>(), listens: new Set<string>(), state: new Set<string>() };
  const popups = new Set<string>();
  const patterns: Array<[RegExp, Set<string>]> = [
    [/\bbus\.emit\(\s*'([^']+)'/g, found.emits],
    [/\bbus\.on\(\s*'([^']+)'/g, found.listens],
    [/\bbus\.(?:select|get|set)\(\s*'([^']+)'/g, found.state],
    [/\buseBusState\(\s*'([^']+)'/g, found.state],
    [/\bopenPopup\(\s*'([^']+)'/g, popups],
  ];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [pattern, into] of patterns) {
      for (const match of text.matchAll(pattern)) into.add(match[1] as string);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    emits: sorted(found.emits),
    listens: sorted(found.listens),
    state: sorted(found.state),
    popups: sorted(popups),
  };
}

/** A path of the pattern with sample values, and the route state the shell would set for it. */
function routeStateFor(pattern: string): RouteState {
  const pathname =
    '/' +
    pattern
      .split('/')
      .filter(Boolean)
      .map((part) => (part === '*' ? 'rings' : part.startsWith(':') ? '101' : part))
      .join('/');
  const match = matchRoute(pathname);
  if (!match) throw new Error(errorText(UI_ERRORS.NO_ROUTE, `no route matches ${pathname}`));
  const { name, owner, layout } = match.route;
  return { name, owner, layout, pathname, search: '', params: match.params };
}

/** Renders while recording console errors: error boundaries report what they caught there. */
async function renderedWithoutErrors(draw: () => unknown, inAct = true): Promise<string[]> {
  const errors: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  if (inAct)
    await act(async () => {
      await draw();
    });
  else await draw();
  return errors;
}

function setShopState(): void {
  bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
  bus.set('user', { isAuth: true, name: 'Anna', phone: '+79990000000', favoritesCount: 0 });
}

type AppModule = {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
};

export function describeRemoteContract<R extends RemoteName, L extends Loaders>({
  remote,
  contractFile,
  webpackConfig,
  modules,
}: RemoteContractOptions<R, L>): void {
  const exposes = exposedBy(webpackConfig);
  const declared = EXPOSED_MODULES[remote] as Readonly<Record<string, ExposedModuleContract>>;
  const loaders: Loaders = modules;

  describe(`the ${remote} remote keeps the shared contract`, () => {
    beforeEach(() => {
      // Pages and popups start their requests; the contract only needs their first render.
      jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
      setShopState();
    });

    it(
      'type-checks its exposed modules against the declared contract',
      () => {
        expect(contractTypeErrors(contractFile)).toEqual([]);
      },
      TYPE_CHECK_TIMEOUT,
    );

    it('exposes exactly the modules the contract declares for it', () => {
      const withoutSlot = (names: string[]) => names.filter((name) => name !== SERVER_SLOT).sort();
      expect(withoutSlot(Object.keys(exposes))).toEqual(withoutSlot(Object.keys(declared)));
      expect(withoutSlot(Object.keys(loaders))).toEqual(withoutSlot(Object.keys(declared)));
    });

    it('exposes every popup the popup table gives it, serving the keys the contract lists', () => {
      const owned = (Object.keys(POPUPS) as PopupKey[]).filter(
        (key) => POPUPS[key].owner === remote,
      );
      for (const key of owned) {
        const module = POPUPS[key].module;
        expect({ key, module, exposed: module in exposes }).toEqual({ key, module, exposed: true });
        const contract = declared[module];
        expect({
          key,
          servedBy: contract?.kind === 'popup' && contract.keys.includes(key),
        }).toEqual({ key, servedBy: true });
      }
    });

    it('uses only bus events, state and popups the contract declares, as its usage lists them', () => {
      const use = scanBusUse(join(dirname(contractFile)));
      const usage = BUS_USAGE[remote];
      const undeclared = (used: string[], allowed: readonly string[]) =>
        used.filter((name) => !allowed.includes(name));
      expect({
        emits: undeclared(use.emits, BUS_EVENT_TYPES),
        listens: undeclared(use.listens, BUS_EVENT_TYPES),
        state: undeclared(use.state, BUS_STATE_KEYS),
        popups: undeclared(use.popups, Object.keys(POPUP_FIXTURES)),
      }).toEqual({ emits: [], listens: [], state: [], popups: [] });
      expect({
        emitsNotInUsage: undeclared(use.emits, usage.emits),
        listensNotInUsage: undeclared(use.listens, usage.listens),
      }).toEqual({ emitsNotInUsage: [], listensNotInUsage: [] });
    });

    for (const [expose, contract] of Object.entries(declared)) {
      if (contract.kind === 'component') {
        it(`renders ${expose} with the contract's fixture props`, async () => {
          const { default: Component } = (await loaders[expose]?.()) as {
            default: ComponentType<object>;
          };
          let container: HTMLElement | undefined;
          const errors = await renderedWithoutErrors(() => {
            container = render(<Component {...contract.fixture} />).container;
          });
          expect(errors).toEqual([]);
          expect(container?.innerHTML).not.toBe('');
        });
      }
      if (contract.kind === 'popup') {
        it.each(contract.keys.map((key) => [key]))(
          `renders ${expose} as a dialog for "%s" with the contract's fixture props`,
          async (key) => {
            const { default: Popup } = (await loaders[expose]?.()) as {
              default: ComponentType<{ props: object; onClose: () => void }>;
            };
            const errors = await renderedWithoutErrors(() => {
              render(<Popup props={POPUP_FIXTURES[key]} onClose={() => undefined} />);
            });
            expect(errors).toEqual([]);
            expect(screen.getAllByRole('dialog', { hidden: true }).length).toBeGreaterThan(0);
          },
        );
      }
      if (contract.kind === 'module') {
        it(`loads ${expose} with a callable default export`, async () => {
          const module = (await loaders[expose]?.()) as { default?: unknown };
          expect(typeof module.default).toBe('function');
        });
      }
      if (contract.kind === 'app') {
        const routes = ROUTES.filter((route) => route.owner === remote);
        it.each(routes.map((route) => [route.name, route.pattern]))(
          `mounts ${expose} on the route "%s" (%s) the route table gives it`,
          async (_name, pattern) => {
            const app = (await loaders[expose]?.()) as AppModule;
            bus.set('route', routeStateFor(pattern));
            const domElement = document.createElement('div');
            document.body.append(domElement);
            const props = { name: remote, domElement, singleSpa: {}, mountParcel: () => null };
            // single-spa-react resolves mount from an effect, which act() would hold back.
            const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
            const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
            actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
            try {
              const errors = await renderedWithoutErrors(async () => {
                await app.bootstrap(props);
                await app.mount(props);
              }, false);
              expect(errors).toEqual([]);
              expect(domElement.innerHTML).not.toBe('');
              await app.unmount(props);
            } finally {
              actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
              domElement.remove();
            }
          },
        );
      }
    }
  });
}

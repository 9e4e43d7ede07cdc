import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { RemoteName } from '@shop/types';

const require = createRequire(__filename);
// The same port table the webpack configs use, so dev and production agree.
const { APPS, API_PORT } = require('@shop/build-config') as {
  APPS: Record<'shell' | RemoteName, { port: number; container: string; folder?: string }>;
  API_PORT: number;
};

export const ROOT = resolve(__dirname, '../..');

// Read when called, so a process can point these at other folders before starting a shop
// (the bench does). The constants below keep the values seen at start-up for simple CLIs.
export const runtimeDir = (): string => process.env.SHOP_RUNTIME_DIR ?? join(ROOT, '.runtime');
export const deployDir = (): string => process.env.SHOP_DEPLOY_DIR ?? join(ROOT, '.deploy');
export const registryFile = (): string =>
  process.env.SHOP_REGISTRY_FILE ?? join(runtimeDir(), 'registry.json');

export const RUNTIME_DIR = runtimeDir();
export const DEPLOY_DIR = deployDir();
export const REGISTRY_FILE = registryFile();

export const REMOTES: readonly RemoteName[] = [
  'catalog',
  'cart-checkout',
  'profile-auth',
  'certificates',
  'favorites',
];

export function appFolder(app: 'shell' | RemoteName): string {
  return join(ROOT, APPS[app].folder ?? app);
}

/**
 * Ports honour SHOP_PORT_<APP> and SHOP_API_PORT. @shop/build-config reads them once at
 * require time; reading them again here lets startShop() (the bench) move the ports later.
 */
function portFromEnv(name: string, fallback: number): number {
  const fromEnv = Number(process.env[name]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

export function portOf(app: 'shell' | RemoteName): number {
  return portFromEnv(`SHOP_PORT_${app.toUpperCase().replace('-', '_')}`, APPS[app].port);
}

export function apiPort(): number {
  return portFromEnv('SHOP_API_PORT', API_PORT);
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value);
}

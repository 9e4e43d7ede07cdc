import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RemoteName } from '@shop/types';
import { SHELL_PORT } from './http-probe';

const ROOT = resolve(__dirname, '../..');

async function waitUntilUp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not come up`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * A second shell with its own registry file next to the main shop, so a test can
 * stop or re-point a remote without disturbing the other tests. The API and the
 * other remotes are the main shop's own.
 */
export class SideShop {
  readonly dir = mkdtempSync(join(tmpdir(), 'side-shop-'));
  readonly registryFile = join(this.dir, 'registry.json');
  readonly deployDir = join(this.dir, 'deploy');
  private readonly children = new Map<string, ChildProcess>();

  constructor(readonly shellPort: number) {}

  get url(): string {
    return `http://localhost:${this.shellPort}`;
  }

  /** Starts from the main shop's current registry. */
  async copyMainRegistry(): Promise<Record<string, string>> {
    const current = (await (
      await fetch(`http://127.0.0.1:${SHELL_PORT}/remotes.json`)
    ).json()) as Record<string, string>;
    const registry = Object.fromEntries(
      Object.entries(current).map(([remote, url]) => [remote, { current: url, history: [url] }]),
    );
    writeFileSync(this.registryFile, JSON.stringify(registry));
    return current;
  }

  /** `env`: the shell's own settings, e.g. SHOP_CANARY_* (canary-release.spec.ts). */
  async startShell(env: NodeJS.ProcessEnv = {}): Promise<void> {
    this.children.set(
      'shell',
      run(
        'serve-shell.ts',
        ['--port', String(this.shellPort), '--registry', this.registryFile],
        env,
      ),
    );
    await waitUntilUp(`http://127.0.0.1:${this.shellPort}/health`);
  }

  async startOrigin(remote: RemoteName, port: number, deployDir: string): Promise<void> {
    this.children.set(
      remote,
      run('serve-origin.ts', [
        '--remote',
        remote,
        '--port',
        String(port),
        '--deploy-dir',
        deployDir,
      ]),
    );
    await waitUntilUp(`http://127.0.0.1:${port}/`);
  }

  async stopOrigin(remote: RemoteName): Promise<void> {
    const child = this.children.get(remote);
    if (child) await stopped(child);
    this.children.delete(remote);
  }

  /**
   * The real deploy command, pointed at this side shop's registry and deploy folder;
   * `buildDir` deploys a build made elsewhere instead of the remote's dist/.
   */
  deploy(
    remote: RemoteName,
    version: string,
    origin: string,
    buildDir?: string,
    extra: string[] = [],
  ): Promise<number | null> {
    const child = run(
      'deploy-remote.ts',
      [
        'deploy',
        remote,
        '--origin',
        origin,
        '--version',
        version,
        '--no-build',
        ...(buildDir ? ['--dist', buildDir] : []),
        ...extra,
      ],
      {
        SHOP_REGISTRY_FILE: this.registryFile,
        SHOP_DEPLOY_DIR: this.deployDir,
      },
    );
    return new Promise((done) => child.once('exit', done));
  }

  rollback(remote: RemoteName): Promise<number | null> {
    return this.command('rollback', remote);
  }

  /** The running canary becomes every visitor's version (npm run promote). */
  promote(remote: RemoteName): Promise<number | null> {
    return this.command('promote', remote);
  }

  private command(command: string, remote: RemoteName): Promise<number | null> {
    const child = run('deploy-remote.ts', [command, remote], {
      SHOP_REGISTRY_FILE: this.registryFile,
    });
    return new Promise((done) => child.once('exit', done));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.children.values()].map(stopped));
    this.children.clear();
  }
}

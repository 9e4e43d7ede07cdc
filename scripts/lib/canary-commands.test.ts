// The canary commands against a real registry file and deploy folder (ADR 33).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_VERSION } from '@shop/types';
import { canaryPercent, deployCanary, promote, rollback, status } from './canary-commands';
import { deployRemote } from './deploy';

const ORIGIN = 'http://localhost:9999';
const url = (version: string) =>
  `${ORIGIN}/${version}/mf-manifest.json?contract=${encodeURIComponent(CONTRACT_VERSION)}`;

describe('canary commands', () => {
  const saved = process.env.SHOP_DEPLOY_DIR;
  const work = mkdtempSync(join(tmpdir(), 'canary-commands-'));
  const dist = join(work, 'dist');
  let registryFile: string;
  const registry = () => JSON.parse(readFileSync(registryFile, 'utf8'));
  const deploy = (version: string) =>
    deployRemote('catalog', { buildDir: dist, version, origin: ORIGIN, registryFile });
  const canary = (version: string, percent = 50) =>
    deployCanary('catalog', percent, { buildDir: dist, version, origin: ORIGIN, registryFile });

  beforeAll(() => {
    process.env.SHOP_DEPLOY_DIR = join(work, 'deploy');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ metaData: { shopContract: CONTRACT_VERSION } }),
    );
  });

  beforeEach(() => {
    registryFile = join(mkdtempSync(join(work, 'registry-')), 'registry.json');
  });

  afterAll(() => {
    if (saved === undefined) delete process.env.SHOP_DEPLOY_DIR;
    else process.env.SHOP_DEPLOY_DIR = saved;
  });

  it('takes a whole percent from 1 to 99 and refuses anything else with DEPLOY-008', () => {
    expect(canaryPercent('catalog', '50')).toBe(50);
    expect(canaryPercent('catalog', '1')).toBe(1);
    for (const raw of [undefined, '', '0', '100', '12.5', '50%', '-5', 'ten'])
      expect(() => canaryPercent('catalog', raw)).toThrow('DEPLOY-008');
  });

  it('deploys a canary beside the stable version and promotes it by command', async () => {
    await deploy('v1');
    expect(await canary('v2', 50)).toBe(`catalog: canary ${url('v2')} serves 50 % of visitors`);
    expect(registry().catalog).toMatchObject({
      current: url('v1'),
      history: [url('v1')],
      canary: { manifestUrl: url('v2'), percent: 50 },
    });
    expect(
      JSON.parse(readFileSync(join(work, 'deploy', 'catalog', 'v2', 'mf-manifest.json'), 'utf8')),
    ).toEqual({ metaData: { shopContract: CONTRACT_VERSION } });
    expect(await status('catalog', registryFile)).toEqual([
      expect.stringContaining(`catalog: stable ${url('v1')}; canary ${url('v2')} to 50 % since `),
    ]);

    expect(await promote('catalog', registryFile)).toBe(
      `catalog: canary promoted, every visitor gets ${url('v2')}`,
    );
    expect(registry().catalog).toMatchObject({
      current: url('v2'),
      history: [url('v1'), url('v2')],
      canary: { decision: 'promoted', reason: 'promoted by command', decidedBy: 'command' },
    });
    await expect(promote('catalog', registryFile)).rejects.toThrow('DEPLOY-009');
  });

  it('rolls a running canary back by command, and without one goes back a deployment', async () => {
    await deploy('v1');
    await deploy('v2');
    await canary('v3', 10);
    expect(await rollback('catalog', registryFile)).toBe(
      `catalog: canary rolled back, every visitor gets ${url('v2')}`,
    );
    expect(registry().catalog).toMatchObject({
      current: url('v2'),
      canary: { manifestUrl: url('v3'), decision: 'rolled-back', reason: 'rolled back by command' },
    });
    expect((await status(undefined, registryFile))[0]).toContain(
      `last canary ${url('v3')} rolled-back at `,
    );
    // No canary running: the ordinary rollback to the deployment before.
    expect(await rollback('catalog', registryFile)).toBe(`catalog now serves ${url('v1')}`);
  });

  it('refuses a canary of a remote never deployed, or of its current version', async () => {
    await expect(canary('v1')).rejects.toThrow('DEPLOY-001');
    await deploy('v1');
    await expect(canary('v1')).rejects.toThrow('DEPLOY-010');
    expect(registry().catalog.canary).toBeUndefined();
  });

  it('a whole deploy while a canary runs ends it as superseded', async () => {
    await deploy('v1');
    await canary('v2');
    await deploy('v3');
    expect(registry().catalog).toMatchObject({
      current: url('v3'),
      canary: {
        manifestUrl: url('v2'),
        decision: 'superseded',
        reason: `${url('v3')} deployed to every visitor`,
      },
    });
  });
});

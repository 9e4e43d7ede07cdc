/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  currentManifests,
  fileRegistryStore,
  postgresRegistryStore,
  publishRemote,
  registryStoreFromEnv,
  rollbackRemote,
  type RegistryFile,
  type RegistryStore,
} from './registry-store';

const V1 = 'http://cdn/v1/mf-manifest.json';
const V2 = 'http://cdn/v2/mf-manifest.json';

const file = () => join(mkdtempSync(join(tmpdir(), 'registry-')), 'registry.json');

it('leaves out (and logs) a registry entry that is not an http(s) URL, keeping the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(
    currentManifests({
      catalog: { current: 'javascript:alert(1)', history: [] },
      favorites: { current: 'https://cdn/favorites/v1/mf-manifest.json', history: [] },
    }),
  ).toEqual({ favorites: 'https://cdn/favorites/v1/mf-manifest.json' });
  expect(error).toHaveBeenCalledWith(
    expect.stringContaining('SHELL-013 registry entry of catalog'),
  );
  error.mockRestore();
});

/** The same behaviour from every backend: the server and the deploy commands rely on it. */
function describeStore(name: string, open: () => Promise<RegistryStore>) {
  describe(name, () => {
    let store: RegistryStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it('refuses to publish anything but an http(s) manifest URL', async () => {
      for (const bad of ['javascript:alert(1)//mf-manifest.json', 'data:text/javascript,1', ''])
        await expect(publishRemote(store, 'catalog', bad)).rejects.toThrow('DEPLOY-004');
      expect(await store.read()).toEqual({});
    });

    it('publishes, switches and rolls back a remote, a new version each time', async () => {
      const empty = await store.snapshot();
      expect(empty.registry).toEqual({});
      const first = await publishRemote(store, 'catalog', V1);
      const second = await publishRemote(store, 'catalog', V2);
      expect(currentManifests(await store.read())).toEqual({ catalog: V2 });
      const rolledBack = await rollbackRemote(store, 'catalog');
      expect(currentManifests(await store.read())).toEqual({ catalog: V1 });
      const versions = [empty, first, second, rolledBack].map((snapshot) => snapshot.version);
      expect(new Set(versions).size).toBe(4);
      expect((await store.snapshot()).version).toBe(rolledBack.version);
      await expect(rollbackRemote(store, 'catalog')).rejects.toThrow('DEPLOY-002');
      await expect(rollbackRemote(store, 'favorites')).rejects.toThrow('DEPLOY-001');
    });

    it('re-publishing a version moves it to the end of the history', async () => {
      await publishRemote(store, 'favorites', V1);
      await publishRemote(store, 'favorites', V2);
      await publishRemote(store, 'favorites', V1);
      expect((await store.read()).favorites).toEqual({ current: V1, history: [V2, V1] });
    });

    it("keeps what other features store in an entry (a canary's state)", async () => {
      await publishRemote(store, 'catalog', V1);
      await store.update((registry) => ({
        ...registry,
        catalog: { ...registry.catalog!, canary: { manifestUrl: V2, percent: 10 } },
      }));
      await publishRemote(store, 'catalog', V2);
      expect((await store.read()).catalog).toEqual({
        current: V2,
        history: [V1, V2],
        canary: { manifestUrl: V2, percent: 10 },
      });
    });

    it('applies simultaneous changes one after the other: none is lost', async () => {
      const remotes = ['catalog', 'favorites', 'certificates', 'cart-checkout'] as const;
      await Promise.all(
        remotes.map((remote) =>
          store.update((registry: RegistryFile) => ({
            ...registry,
            [remote]: { current: V1, history: [V1] },
          })),
        ),
      );
      expect(Object.keys(await store.read()).sort()).toEqual([...remotes].sort());
    });
  });
}

describeStore('the file store', async () => fileRegistryStore(file()));

describe('the file store on disk', () => {
  it('leaves no temporary or lock files behind', async () => {
    const path = file();
    await publishRemote(path, 'catalog', V1);
    expect(readdirSync(join(path, '..'))).toEqual(['registry.json']);
  });

  it('sees a file another process replaced, on the next read', async () => {
    const path = file();
    const store = fileRegistryStore(path);
    await publishRemote(path, 'catalog', V1);
    const before = await store.snapshot();
    writeFileSync(path, JSON.stringify({ catalog: { current: V2, history: [V1, V2] } }));
    const after = await store.snapshot();
    expect(after.version).not.toBe(before.version);
    expect(currentManifests(after.registry)).toEqual({ catalog: V2 });
  });

  it('refuses a document that is not a JSON object (DEPLOY-007)', async () => {
    const path = file();
    writeFileSync(path, '[]');
    await expect(fileRegistryStore(path).read()).rejects.toThrow('DEPLOY-007');
  });
});

describe('the store the environment names', () => {
  it('is the file unless a PostgreSQL URL is given; SHOP_REGISTRY_FILE wins over the API database', async () => {
    expect(registryStoreFromEnv('/tmp/a.json', {}).label).toBe('/tmp/a.json');
    expect(
      registryStoreFromEnv('/tmp/a.json', {
        SHOP_REGISTRY_FILE: '/tmp/b.json',
        SHOP_API_DATABASE_URL: 'postgres://u:p@db:5432/shop',
      }).label,
    ).toBe('/tmp/b.json');
    expect(() =>
      registryStoreFromEnv('/tmp/a.json', { SHOP_REGISTRY_DATABASE_URL: 'mysql://db/shop' }),
    ).toThrow('SHELL-033');
    const shared = registryStoreFromEnv('/tmp/a.json', {
      SHOP_API_DATABASE_URL: 'postgres://u:secret@db:5432/shop',
    });
    expect(shared.label).toBe('postgres db:5432/shop (shop_registry)');
    await shared.close();
  });
});

// PostgreSQL as the API suite runs on it (.ci/run starts a throw-away cluster and sets this).
const databaseUrl = process.env.SHOP_API_TEST_DATABASE_URL;
const withPostgres = databaseUrl ? describe : describe.skip;

withPostgres('the PostgreSQL store (SHOP_API_TEST_DATABASE_URL)', () => {
  const tables: string[] = [];
  const open = (table: string) => postgresRegistryStore({ connectionString: databaseUrl!, table });
  const newTable = () => {
    const table = `shop_registry_test_${process.pid}_${tables.length}`;
    tables.push(table);
    return table;
  };

  afterAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const table of tables) await client.query(`DROP TABLE IF EXISTS ${table}`);
    await client.end();
  });

  describeStore('as a store', async () => open(newTable()));

  it("serves one shell's deploy from another shell's next read", async () => {
    const table = newTable();
    const [reader, writer] = [open(table), open(table)];
    try {
      await publishRemote(writer, 'catalog', V1);
      expect(currentManifests(await reader.read())).toEqual({ catalog: V1 });
      const published = await publishRemote(writer, 'catalog', V2);
      const seen = await reader.snapshot();
      expect(seen.version).toBe(published.version);
      expect(currentManifests(seen.registry)).toEqual({ catalog: V2 });
    } finally {
      await Promise.all([reader.close(), writer.close()]);
    }
  });

  it('lets reads asked together share the version check: at most one under way and one queued', async () => {
    const store = open(newTable());
    const query = jest.spyOn(pg.Pool.prototype, 'query');
    try {
      await store.read();
      query.mockClear();
      const answers = await Promise.all(Array.from({ length: 20 }, () => store.snapshot()));
      expect(new Set(answers.map((answer) => answer.version)).size).toBe(1);
      expect(query.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(query.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      query.mockRestore();
      await store.close();
    }
  });

  it('shells that start together create the table once', async () => {
    const table = newTable();
    const stores = [open(table), open(table), open(table)];
    try {
      await Promise.all(stores.map((store) => publishRemote(store, 'catalog', V1)));
      expect((await stores[0]!.read()).catalog).toEqual({ current: V1, history: [V1] });
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

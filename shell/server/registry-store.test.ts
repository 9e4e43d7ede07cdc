import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentManifests, publishRemote, readRegistry, rollbackRemote } from './registry-store';

describe('registry store', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'registry-')), 'registry.json');

  it('publishes, switches and rolls back a remote', () => {
    const path = file();
    expect(readRegistry(path)).toEqual({});
    publishRemote(path, 'catalog', 'http://cdn/v1/mf-manifest.json');
    publishRemote(path, 'catalog', 'http://cdn/v2/mf-manifest.json');
    expect(currentManifests(readRegistry(path))).toEqual({
      catalog: 'http://cdn/v2/mf-manifest.json',
    });
    rollbackRemote(path, 'catalog');
    expect(currentManifests(readRegistry(path))).toEqual({
      catalog: 'http://cdn/v1/mf-manifest.json',
    });
    expect(() => rollbackRemote(path, 'catalog')).toThrow('DEPLOY-002');
    expect(() => rollbackRemote(path, 'favorites')).toThrow('DEPLOY-001');
  });

  it('re-publishing a version moves it to the end of the history', () => {
    const path = file();
    publishRemote(path, 'favorites', 'v1');
    publishRemote(path, 'favorites', 'v2');
    publishRemote(path, 'favorites', 'v1');
    expect(readRegistry(path).favorites).toEqual({ current: 'v1', history: ['v2', 'v1'] });
  });

  it('leaves no temporary files behind', () => {
    const path = file();
    publishRemote(path, 'catalog', 'v1');
    expect(readdirSync(join(path, '..'))).toEqual(['registry.json']);
  });
});

import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentManifests, publishRemote, readRegistry, rollbackRemote } from './registry-store';

describe('registry store', () => {
  it('refuses to publish anything but an http(s) manifest URL', () => {
    const path = file();
    for (const bad of [
      'javascript:alert(1)//mf-manifest.json',
      'data:text/javascript,1',
      'cdn/v1',
      '',
    ])
      expect(() => publishRemote(path, 'catalog', bad)).toThrow('DEPLOY-004');
    expect(readRegistry(path)).toEqual({});
  });

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
  });

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
    const v1 = 'http://cdn/favorites/v1/mf-manifest.json';
    const v2 = 'http://cdn/favorites/v2/mf-manifest.json';
    publishRemote(path, 'favorites', v1);
    publishRemote(path, 'favorites', v2);
    publishRemote(path, 'favorites', v1);
    expect(readRegistry(path).favorites).toEqual({ current: v1, history: [v2, v1] });
  });

  it('leaves no temporary files behind', () => {
    const path = file();
    publishRemote(path, 'catalog', 'http://cdn/v1/mf-manifest.json');
    expect(readdirSync(join(path, '..'))).toEqual(['registry.json']);
  });
});

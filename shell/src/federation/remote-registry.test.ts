import { fetchRegistry, inlineRegistry } from './remote-registry';

describe('the runtime registry on the client', () => {
  afterEach(() => document.getElementById('shop-registry')?.remove());

  function inline(text: string) {
    const script = document.createElement('script');
    script.id = 'shop-registry';
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  }

  it('takes the registry the server inlined, without a request', async () => {
    inline('{"catalog":"http://cdn/catalog/v1/mf-manifest.json"}');
    const fetchImpl = jest.fn();
    await expect(fetchRegistry(fetchImpl)).resolves.toEqual({
      catalog: 'http://cdn/catalog/v1/mf-manifest.json',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json when the page has no registry or a broken one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{not json');
    expect(inlineRegistry()).toBeNull();
    const fetchImpl = jest.fn(() =>
      Promise.resolve(new Response('{"favorites":"http://cdn/favorites/mf-manifest.json"}')),
    );
    await expect(fetchRegistry(fetchImpl)).resolves.toEqual({
      favorites: 'http://cdn/favorites/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});

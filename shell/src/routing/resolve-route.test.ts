import { resolveRoute } from './resolve-route';

const at = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('resolveRoute', () => {
  it('gives the owning remote and params of a page', () => {
    expect(resolveRoute(at('/jewelry/ring-7?size=17'), 'ru')).toEqual({
      blocked: false,
      route: {
        name: 'product',
        owner: 'catalog',
        layout: 'default',
        pathname: '/jewelry/ring-7',
        search: '?size=17',
        params: { id: 'ring-7' },
      },
    });
  });

  it('sends a blocked page to the not-found route so its owner never loads', () => {
    const ru = resolveRoute(at('/Press/'), 'ru');
    expect(ru.blocked).toBe(true);
    expect(ru.route).toMatchObject({ name: 'not-found', owner: 'shell' });
    const en = resolveRoute(at('/get-certificate/abc'), 'en');
    expect(en).toMatchObject({ blocked: true, route: { owner: 'shell' } });
    expect(resolveRoute(at('/get-certificate/abc'), 'ru').route.owner).toBe('certificates');
  });

  it('blocks the English profile sections only on the English storefront', () => {
    expect(resolveRoute(at('/profile?section=bonusesData'), 'en').blocked).toBe(true);
    expect(resolveRoute(at('/profile?section=bonusesData'), 'ru').route.owner).toBe('profile-auth');
  });

  it('marks unknown paths for the shell', () => {
    expect(resolveRoute(at('/what/ever'), 'ru')).toMatchObject({
      blocked: false,
      route: { name: 'unknown', owner: 'shell' },
    });
  });

  it('uses the landing layout for landings', () => {
    expect(resolveRoute(at('/landings/online-subscription'), 'ru').route.layout).toBe('landing');
  });
});

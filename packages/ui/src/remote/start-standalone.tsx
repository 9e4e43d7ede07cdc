import { registerApplication, start, type LifeCycles } from 'single-spa';
import { bus } from '@shop/event-bus';
import { matchRoute } from '@shop/routes';
import { currencyForCountry, storefrontFromHost } from '@shop/storefront';

/**
 * A minimal host for a remote's own dev server (`npm run dev -w @shop/mf-…`):
 * storefront from the host, the route from the URL, and the app mounted alone.
 * The shell is not involved, so a team can work on its remote in isolation.
 */
export function startStandalone(name: string, lifecycles: LifeCycles): void {
  const storefront = storefrontFromHost(window.location.hostname, 'ru');
  document.documentElement.lang = storefront;
  bus.set('storefront', {
    storefront,
    locale: storefront,
    currency: currencyForCountry(storefront === 'ru' ? 'RU' : 'US'),
  });
  const publishRoute = () => {
    const { pathname, search } = window.location;
    const match = matchRoute(pathname);
    bus.set('route', {
      name: match?.route.name ?? 'unknown',
      owner: match?.route.owner ?? 'shell',
      layout: match?.route.layout ?? 'default',
      pathname,
      search,
      params: match?.params ?? {},
    });
  };
  publishRoute();
  window.addEventListener('single-spa:before-routing-event', publishRoute);
  const slot = document.getElementById('standalone-main') as HTMLElement;
  registerApplication({
    name,
    app: async () => lifecycles,
    activeWhen: () => true,
    customProps: { domElementGetter: () => slot },
  });
  start({ urlRerouteOnly: true });
}

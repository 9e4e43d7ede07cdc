import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { bus } from '@shop/event-bus';
import { loadCatalogue, ShopIntlProvider, warmLocaleLists } from '@shop/i18n';
import { geolocationCountry, storefrontCurrency, storefrontFromHost } from '@shop/storefront';
import { STARTING_ATTRIBUTE, type Storefront } from '@shop/types';
import { isChunkLoadError, reloadAfterChunkError, yieldToMain } from '@shop/ui';
import { startDataLayerSink } from './analytics/data-layer-sink';
import { startEarlyTapReplay } from './early-taps/replay-early-taps';
import { startFavoritesOnIntent } from './federation/favorites-on-intent';
import { setPageRegistry, startErrorCapture } from './observability/error-capture';
import { watchRedeploys } from './federation/redeploy-watch';
import { fetchRegistry } from './federation/remote-registry';
import { loadRemoteModule, setupFederation } from './federation/setup-federation';
import { catalogue as shellCatalogue } from './i18n/catalogue';
import {
  FOOTER_ID_PREFIX,
  FooterSlot,
  HEADER_ID_PREFIX,
  HeaderSlot,
  mountChromeSlot,
} from './layout/chrome-slots';
import { ShellChrome } from './layout/shell-chrome';
import { loadCommonData } from './state/common-data';
import { createProgressController } from './progress/navigation-progress';
import { watchNavigation } from './progress/watch-navigation';
import { startSessionGuard } from './state/session-guard';
import { registerApps } from './routing/register-apps';
import { syncRoute } from './routing/sync-route';

/** The server writes the configured default storefront for hosts that name none. */
function configuredDefault(): Storefront {
  const value = document.querySelector<HTMLMetaElement>(
    'meta[name="shop:default-storefront"]',
  )?.content;
  return value === 'en' ? 'en' : 'ru';
}

async function main(): Promise<void> {
  // First: an error from here on is noted, and reported once the page is ready (ADR 32).
  startErrorCapture();
  const storefront = storefrontFromHost(window.location.hostname, configuredDefault());
  const locale = storefront;
  document.documentElement.lang = locale;
  // The visitor's currency, as the shell's server priced the served page (the same cookie).
  bus.set('storefront', {
    storefront,
    locale,
    currency: storefrontCurrency(storefront, geolocationCountry(document.cookie)),
  });

  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });

  syncRoute(storefront);
  // Before anything hydrates: each root's signal replays the taps held on it (ADR 29).
  startEarlyTapReplay();
  // Before any remote can announce a view or a step, so each reaches the data layer (ADR 27).
  startDataLayerSink();
  // The counters, user and location: asked now, published once the chrome has hydrated (its
  // served markup shows none of them), on a usual connection before the first route's app mounts.
  let chromeHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (chromeHydrated = resolve));
  startSessionGuard();
  void loadCommonData(window.location, undefined, hydrated);
  // In a task of its own while the registry and texts download, not in the first hydration's.
  warmLocaleLists(locale);
  // Only the storefront's texts are downloaded (its chunks preloaded by the server), in
  // parallel with the registry, and they are there before anything renders (ADR 18).
  const [registry, shellTexts] = await Promise.all([
    fetchRegistry(),
    loadCatalogue(shellCatalogue, locale),
  ]);
  // The versions this page view loads: what the beacons count each view and error against.
  setPageRegistry(registry);
  setupFederation(registry);
  watchRedeploys(registry);
  registerApps(storefront);
  // The header counter from the stored list at once; the favorites store only on intent (ADR 28).
  startFavoritesOnIntent({ load: () => loadRemoteModule('favorites', './favorites-sync') });

  const progress = createProgressController();
  const mainSlot = document.getElementById('shell-main');
  if (mainSlot) watchNavigation(progress, mainSlot);

  // Header and footer hydrate what the server rendered (ADR 13); the popup host and the
  // progress bar are the browser's own root. Each in a task of its own, and the first route's
  // app in another: on a phone they were one long task (Lighthouse's TBT, issue #21). A tap
  // meanwhile waits in the capture until its root has hydrated (ADR 29).
  await yieldToMain();
  const header = document.getElementById('shell-header');
  if (header)
    mountChromeSlot(header, storefront, HEADER_ID_PREFIX, <HeaderSlot storefront={storefront} />);
  await yieldToMain();
  const footer = document.getElementById('shell-footer');
  if (footer)
    mountChromeSlot(footer, storefront, FOOTER_ID_PREFIX, <FooterSlot storefront={storefront} />);
  const popups = document.getElementById('shell-popups');
  if (popups) {
    createRoot(popups).render(
      <ShopIntlProvider locale={locale} messages={shellTexts}>
        <ShellChrome progress={progress} />
      </ShopIntlProvider>,
    );
  }
  chromeHydrated();
  await yieldToMain();
  // The first route's apps are mounted (or hydrated) and the chrome hydrates: from here a click
  // reaches React. Tests and monitoring wait for this instead of guessing (README "Testing").
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      document.documentElement.dataset.shopReady = 'true';
      // What waited below the first screen (ADR 42) is rendered now.
      document.documentElement.removeAttribute(STARTING_ATTRIBUTE);
    },
    { once: true },
  );
  start({ urlRerouteOnly: true });
}

void main();

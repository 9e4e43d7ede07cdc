import { bus } from '@shop/event-bus';
import { createRemoteLifecycles } from '@shop/ui';
import { catalogue } from './i18n/catalogue';
import { preloadRoutePage, Root } from './root';

/** The remote's whole public surface for the shell: single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  container: 'catalog',
  messages: catalogue,
  Root,
  prepare: () => preloadRoutePage(bus.get('route')),
});

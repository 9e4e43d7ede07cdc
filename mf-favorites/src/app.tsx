import { createRemoteLifecycles } from '@shop/ui';
import { catalogue } from './i18n/catalogue';
import { Root } from './root';

/** The remote's whole public surface for the shell: single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  container: 'favorites',
  messages: catalogue,
  Root,
});

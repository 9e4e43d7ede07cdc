import { createRemoteLifecycles } from '@shop/ui';
import { messages } from './i18n/messages';
import { Root } from './root';

/** The remote's whole public surface for the shell: single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  container: 'certificates',
  messages,
  Root,
});

import { createRemoteLifecycles } from '@shop/ui';
import { catalogue as shellCatalogue } from '../i18n/catalogue';
import { ShellPages } from './shell-pages';

/** The shell's own single-spa application, mounted like any remote into the main slot. */
export const shellPagesLifecycles = createRemoteLifecycles({
  container: 'shell',
  messages: shellCatalogue,
  Root: ShellPages,
});

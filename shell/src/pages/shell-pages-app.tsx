import { createRemoteLifecycles } from '@shop/ui';
import { catalogue as shellCatalogue } from '../i18n/catalogue';
import { SHELL_PAGES_CONTAINER, ShellPages } from './shell-pages';

/** The shell's own single-spa application, mounted like any remote into the main slot. */
export const shellPagesLifecycles = createRemoteLifecycles({
  container: SHELL_PAGES_CONTAINER,
  messages: shellCatalogue,
  Root: ShellPages,
});

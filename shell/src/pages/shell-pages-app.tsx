import { createRemoteLifecycles } from '@shop/ui';
import { shellMessages } from '../i18n/messages';
import { ShellPages } from './shell-pages';

/** The shell's own single-spa application, mounted like any remote into the main slot. */
export const shellPagesLifecycles = createRemoteLifecycles({
  container: 'shell',
  messages: shellMessages,
  Root: ShellPages,
});

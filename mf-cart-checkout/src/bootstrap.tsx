import { startStandalone } from '@shop/ui/standalone';
import { bootstrap, mount, unmount } from './app';

// Runs only on this remote's own dev server; the shell loads ./app through federation instead.
startStandalone('cart-checkout', { bootstrap, mount, unmount });

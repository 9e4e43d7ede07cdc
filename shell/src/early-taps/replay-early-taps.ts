import { bus } from '@shop/event-bus';

declare global {
  interface Window {
    /** The served page's capture script (shell/server/early-tap-capture.ts); absent elsewhere. */
    __shopEarlyTaps?: (root?: string) => void;
  }
}

/**
 * Replays the taps a served page held before its scripts ran (ADR 29): those on a root once
 * that root says it hydrated (`app:hydrated`, from the chrome and every remote's lifecycles),
 * and whatever is left once the first route is mounted (`html[data-shop-ready]` is set then
 * too: a shell page, or a remote's fallback, says nothing). Subscribed before anything hydrates.
 */
export function startEarlyTapReplay(): () => void {
  const replay = (root?: string) => window.__shopEarlyTaps?.(root);
  const hydrated = bus.on('app:hydrated').subscribe(({ root }) => replay(root));
  const replayRest = () => replay();
  window.addEventListener('single-spa:routing-event', replayRest, { once: true });
  return () => {
    hydrated.unsubscribe();
    window.removeEventListener('single-spa:routing-event', replayRest);
  };
}

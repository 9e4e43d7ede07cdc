import type { ProgressController } from './navigation-progress';

/**
 * The remotes' convention for "my data is loading": a region marked aria-busy (the
 * LoadingRegion of @shop/ui, the pages' own sections). A busy button is an action in
 * flight, not the page loading, so it does not hold the bar.
 */
const PAGE_BUSY = '[aria-busy="true"]:not(button)';

/** React commits a mounted page's first render a task or two after single-spa settles. */
export const SETTLE_CHECK_MS = 50;

/**
 * Drives the progress bar from single-spa's routing events (a route's remote loading and
 * mounting) and then from the page's busy regions (its data loading), so no remote has to
 * report anything on the bus.
 */
export function watchNavigation(progress: ProgressController, slot: HTMLElement): () => void {
  let routing = false;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const settleIfIdle = () => {
    settleTimer = undefined;
    if (!routing && progress.active && !slot.querySelector(PAGE_BUSY)) progress.done();
  };
  const scheduleSettle = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settleIfIdle, SETTLE_CHECK_MS);
  };

  const onBeforeRouting = () => {
    routing = true;
    progress.start();
  };
  const onRouted = () => {
    routing = false;
    scheduleSettle();
  };
  const observer = new MutationObserver(() => {
    if (!routing && progress.active) scheduleSettle();
  });
  observer.observe(slot, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('single-spa:routing-event', onRouted);
  return () => {
    clearTimeout(settleTimer);
    observer.disconnect();
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.removeEventListener('single-spa:routing-event', onRouted);
  };
}

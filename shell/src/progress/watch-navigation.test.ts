import { PROGRESS_BAR_THROTTLE_MS } from '@shop/storefront';
import { createProgressController } from './navigation-progress';
import { SETTLE_CHECK_MS, watchNavigation } from './watch-navigation';

const routingEvent = (name: 'before-routing-event' | 'routing-event') =>
  window.dispatchEvent(new Event(`single-spa:${name}`));
/** MutationObserver callbacks run as microtasks, which fake timers leave alone. */
const flushObservers = () => Promise.resolve();

describe('watchNavigation', () => {
  let slot: HTMLElement;
  let stop: () => void;
  const progress = () => {
    const controller = createProgressController();
    stop = watchNavigation(controller, slot);
    return controller;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    slot = document.createElement('main');
    document.body.append(slot);
  });
  afterEach(() => {
    stop();
    slot.remove();
    jest.useRealTimers();
  });

  it('shows nothing when the route mounts and settles quickly', () => {
    const bar = progress();
    routingEvent('before-routing-event');
    jest.advanceTimersByTime(100);
    routingEvent('routing-event');
    jest.advanceTimersByTime(SETTLE_CHECK_MS);
    expect(bar.active).toBe(false);
    jest.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(bar.phase).toBe('hidden');
  });

  it('shows the bar while the remote loads (between the routing events)', () => {
    const bar = progress();
    routingEvent('before-routing-event');
    jest.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(bar.phase).toBe('loading');
    routingEvent('routing-event');
    jest.advanceTimersByTime(SETTLE_CHECK_MS);
    expect(bar.phase).toBe('finishing');
  });

  it('holds the bar while the mounted page marks a region busy, and ends when it is not', async () => {
    const bar = progress();
    routingEvent('before-routing-event');
    const region = document.createElement('section');
    region.setAttribute('aria-busy', 'true');
    slot.append(region);
    routingEvent('routing-event');
    await flushObservers();
    jest.advanceTimersByTime(1000);
    expect(bar.phase).toBe('loading');
    region.setAttribute('aria-busy', 'false');
    await flushObservers();
    jest.advanceTimersByTime(SETTLE_CHECK_MS);
    expect(bar.phase).toBe('finishing');
  });

  it('is not held by a busy button (an action in flight is not the page loading)', async () => {
    const bar = progress();
    const button = document.createElement('button');
    button.setAttribute('aria-busy', 'true');
    slot.append(button);
    routingEvent('before-routing-event');
    routingEvent('routing-event');
    await flushObservers();
    jest.advanceTimersByTime(SETTLE_CHECK_MS);
    expect(bar.active).toBe(false);
  });

  it('does not start for busy regions outside a navigation', async () => {
    const bar = progress();
    const region = document.createElement('div');
    region.setAttribute('aria-busy', 'true');
    slot.append(region);
    await flushObservers();
    jest.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS * 2);
    expect(bar.active).toBe(false);
    expect(bar.phase).toBe('hidden');
  });
});

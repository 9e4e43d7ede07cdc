import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@shop/storefront';
import {
  createProgressController,
  PROGRESS_FINISH_MS,
  type ProgressPhase,
} from './navigation-progress';

describe('navigation progress timing', () => {
  let phases: ProgressPhase[];
  const track = () => {
    const controller = createProgressController();
    phases = [];
    controller.subscribe((phase) => phases.push(phase));
    return controller;
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the docs/product/09-constants.md#cookies-and-timings constants: 200 ms throttle, 5 s duration', () => {
    expect([PROGRESS_BAR_THROTTLE_MS, PROGRESS_BAR_DURATION_MS]).toEqual([200, 5000]);
  });

  it('shows nothing for a navigation that settles within the throttle', () => {
    const progress = track();
    progress.start();
    jest.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    progress.done();
    jest.advanceTimersByTime(PROGRESS_BAR_DURATION_MS * 2);
    expect(phases).toEqual([]);
    expect(progress.phase).toBe('hidden');
    expect(progress.active).toBe(false);
  });

  it('shows the bar once a navigation outlasts the throttle, then fills and hides it', () => {
    const progress = track();
    progress.start();
    jest.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(progress.phase).toBe('hidden');
    jest.advanceTimersByTime(1);
    expect(progress.phase).toBe('loading');
    jest.advanceTimersByTime(1000);
    progress.done();
    expect(progress.phase).toBe('finishing');
    jest.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(phases).toEqual(['loading', 'finishing', 'hidden']);
  });

  it('finishes by itself when the navigation never settles within the 5 s duration', () => {
    const progress = track();
    progress.start();
    jest.advanceTimersByTime(PROGRESS_BAR_DURATION_MS - 1);
    expect(progress.phase).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(progress.phase).toBe('finishing');
    expect(progress.active).toBe(false);
    jest.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(progress.phase).toBe('hidden');
    // A late "done" of the abandoned navigation changes nothing.
    progress.done();
    expect(phases).toEqual(['loading', 'finishing', 'hidden']);
  });

  it('keeps a visible bar when another navigation replaces the first, and restarts the duration', () => {
    const progress = track();
    progress.start();
    jest.advanceTimersByTime(3000);
    progress.start();
    expect(progress.phase).toBe('loading');
    jest.advanceTimersByTime(PROGRESS_BAR_DURATION_MS - 1);
    expect(progress.phase).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(progress.phase).toBe('finishing');
    expect(phases).toEqual(['loading', 'finishing']);
  });

  it('restarts the throttle when a navigation starts while the bar is fading out', () => {
    const progress = track();
    progress.start();
    jest.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    progress.done();
    progress.start();
    expect(progress.phase).toBe('hidden');
    jest.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(progress.phase).toBe('loading');
    progress.done();
    jest.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(phases).toEqual(['loading', 'finishing', 'hidden', 'loading', 'finishing', 'hidden']);
  });
});

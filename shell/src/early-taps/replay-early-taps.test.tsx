import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { bus, ServerBusState, useBusState } from '@shop/event-bus';
import { HydrationSignal } from '@shop/ui';
import { EARLY_TAP_CAPTURE } from '../../server/early-tap-capture';
import { startEarlyTapReplay } from './replay-early-taps';

// ADR 29: a tap on served markup before hydration is held, then replayed once by React.

function AddToCart({ onAdd }: { onAdd: () => void }) {
  const [added, setAdded] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onAdd();
          setAdded((count) => count + 1);
        }}
      >
        Add to cart
      </button>
      {added > 0 && <p role="status">Added {added}</p>}
    </>
  );
}

/** A heart whose pressed state is the bus's (the served markup knew none). */
function Heart({ onToggle }: { onToggle: (active: boolean) => void }) {
  const active = useBusState('favorites').ids.includes(7);
  return (
    <button type="button" aria-pressed={active} onClick={() => onToggle(!active)}>
      ♡
    </button>
  );
}

describe('early taps replayed when their root hydrates', () => {
  let stop: () => void = () => undefined;
  let root: Root | null = null;

  beforeAll(() => {
    // The page's inline script, run once as the served head would: each test uses its own
    // root, as a root once live stays live.
    new Function(EARLY_TAP_CAPTURE)();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  beforeEach(() => {
    // React's development build lists the held control's aria-busy (not in the served markup)
    // as a difference while hydrating; production builds compare no attributes (ADR 29).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    for (const [message] of jest.mocked(console.error).mock.calls)
      expect(String(message)).toMatch(/hydrat|aria-busy/);
    jest.restoreAllMocks();
    root?.unmount();
    root = null;
    stop();
  });

  it('adds once: the held tap reaches React after hydration, the original never does', async () => {
    const onAdd = jest.fn();
    document.body.innerHTML = `<main id="shell-main">${renderToString(<AddToCart onAdd={onAdd} />)}</main>`;
    const main = document.getElementById('shell-main') as HTMLElement;
    stop = startEarlyTapReplay();
    const button = main.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');

    root = hydrateRoot(
      main,
      <HydrationSignal root="shell-main">
        <AddToCart onAdd={onAdd} />
      </HydrationSignal>,
    );
    await waitFor(() => expect(main.querySelector('[role=status]')?.textContent).toBe('Added 1'));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    // A later tap is an ordinary one.
    button.click();
    await waitFor(() => expect(main.querySelector('[role=status]')?.textContent).toBe('Added 2'));
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it("meets the browser's state, not the served snapshot the hydration began with", async () => {
    const onToggle = jest.fn();
    const served = { favorites: { ids: [] } };
    document.body.innerHTML = `<div id="shell-header">${renderToString(
      <ServerBusState value={served}>
        <Heart onToggle={onToggle} />
      </ServerBusState>,
    )}</div>`;
    const header = document.getElementById('shell-header') as HTMLElement;
    stop = startEarlyTapReplay();
    // The guest's stored wishlist already holds the product (the server could not know).
    bus.set('favorites', { ids: [7] });
    (header.querySelector('button') as HTMLButtonElement).click();
    root = hydrateRoot(
      header,
      <ServerBusState value={served}>
        <HydrationSignal root="shell-header">
          <Heart onToggle={onToggle} />
        </HydrationSignal>
      </ServerBusState>,
    );
    await waitFor(() => expect(onToggle).toHaveBeenCalledTimes(1));
    // Replayed as a late tap on the page as it is now: the heart is on, so the tap takes it off.
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('replays what no root claimed once the first route is mounted', async () => {
    const onAdd = jest.fn();
    document.body.innerHTML = `<div id="shell-footer">${renderToString(<AddToCart onAdd={onAdd} />)}</div>`;
    const footer = document.getElementById('shell-footer') as HTMLElement;
    stop = startEarlyTapReplay();
    (footer.querySelector('button') as HTMLButtonElement).click();
    // Hydrated without a signal (as a shell page or a fallback would be).
    root = hydrateRoot(footer, <AddToCart onAdd={onAdd} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onAdd).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
  });
});

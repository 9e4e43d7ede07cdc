import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrateInSlices } from './hydrate-in-slices';

/** A card that takes the main thread ~8 ms to render, as a listing's cards on a slow phone. */
function SlowCard({ index, order }: { index: number; order: string[] }) {
  const [taps, setTaps] = useState(0);
  const until = Date.now() + 8;
  while (Date.now() < until);
  order.push(`card ${index}`);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {`card ${index}: ${taps}`}
    </button>
  );
}

const page = (order: string[]) => (
  <div>
    {Array.from({ length: 6 }, (_, index) => (
      <SlowCard key={index} index={index} order={order} />
    ))}
  </div>
);

/** Hydrates the served page with `hydrate`, a timer set just after: the order things ran in. */
async function hydrationOrder(hydrate: (container: Element, tree: ReactElement) => Root) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page([]));
  document.body.append(container);
  const order: string[] = [];
  const root = hydrate(container, page(order));
  setTimeout(() => order.push('a timer of the page'), 0);
  while (order.filter((entry) => entry.startsWith('card')).length < 6)
    await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { order, container, root };
}

describe('hydrateInSlices', () => {
  // Outside act(): act would flush the whole hydration at once, slices or not.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  });

  it('lets the page run between slices of a long hydration, where hydrateRoot does not', async () => {
    const sliced = await hydrationOrder((container, tree) => hydrateInSlices(container, tree));
    expect(sliced.order.indexOf('a timer of the page')).toBeLessThan(
      sliced.order.indexOf('card 5'),
    );
    sliced.root.unmount();

    const whole = await hydrationOrder((container, tree) => hydrateRoot(container, tree));
    expect(whole.order.indexOf('a timer of the page')).toBeGreaterThan(
      whole.order.indexOf('card 5'),
    );
    whole.root.unmount();
  });

  it('hydrates the served markup: its controls work, without a mismatch', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { container, root } = await hydrationOrder((element, tree) =>
        hydrateInSlices(element, tree, { onRecoverableError: (error) => console.error(error) }),
      );
      const first = container.querySelector('button');
      first?.click();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(first?.textContent).toBe('card 0: 1');
      expect(errors).not.toHaveBeenCalled();
      root.unmount();
    } finally {
      errors.mockRestore();
    }
  });
});

import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { bus } from './event-bus';
import { ServerBusState, useBusState } from './use-bus-state';

function Counters() {
  const user = useBusState('user');
  const cart = useBusState('cart');
  const route = useBusState('route');
  return (
    <p>
      {route?.name}:{user.isAuth ? 'user' : 'guest'}:{cart.totalProducts}
    </p>
  );
}

const route = {
  name: 'home',
  owner: 'catalog' as const,
  layout: 'default' as const,
  pathname: '/',
  search: '',
  params: {},
};

// React's act() environment flag, as @testing-library sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ServerBusState', () => {
  afterEach(() => {
    bus.emit('user:changed', { isAuth: false });
    bus.emit('cart:changed', { totalProducts: 0, source: 'shell' });
  });

  it('renders on the server with the request’s route and no visitor’s data', () => {
    // Whatever the process-wide bus holds, a server render shows a guest with an empty cart.
    bus.emit('user:changed', { isAuth: true, name: 'Anna' });
    bus.emit('cart:changed', { totalProducts: 3, source: 'shell' });
    const html = renderToString(
      <ServerBusState value={{ route }}>
        <Counters />
      </ServerBusState>,
    );
    expect(html).toBe('<p>home<!-- -->:<!-- -->guest<!-- -->:<!-- -->0</p>');
  });

  it('hydrates the served markup without a mismatch, then shows the visitor’s state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerBusState value={{ route }}>
        <Counters />
      </ServerBusState>,
    );
    bus.set('route', route);
    bus.emit('cart:changed', { totalProducts: 2, source: 'shell' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <ServerBusState value={{ route }}>
          <Counters />
        </ServerBusState>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Only mismatch reports count (this environment also warns about act()).
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
    errors.mockRestore();
    expect(container.textContent).toBe('home:guest:2');
  });
});

import { render, screen } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import { RemoteProviders } from './remote-providers';

const RELOADED_AT = 'shop:chunk-reload-at';

function Crashing({ error }: { error: Error }): never {
  throw error;
}

function renderCrashing(error: Error) {
  return render(
    <RemoteProviders messages={{ ru: {}, en: {} }}>
      <Crashing error={error} />
    </RemoteProviders>,
  );
}

describe('RemoteProviders', () => {
  // React and jsdom (no navigation) report the crash and the reload attempt on the console.
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => quiet.mockRestore());

  it('reloads once when a lazy chunk of the remote is gone, and shows the fallback', async () => {
    const gone = Object.assign(new Error('Loading chunk 228 failed.'), { name: 'ChunkLoadError' });
    renderCrashing(gone);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(window.localStorage.getItem(RELOADED_AT)).not.toBeNull();
  });

  it('only shows the fallback for any other crash', async () => {
    renderCrashing(new Error('boom'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(window.localStorage.getItem(RELOADED_AT)).toBeNull();
  });

  it('tells the shell which remote crashed, with the error itself (remote:error, ADR 32)', async () => {
    const reported = jest.fn();
    const subscription = bus.on('remote:error').subscribe(reported);
    const error = new Error('boom');
    render(
      <RemoteProviders container="cart_checkout" messages={{ ru: {}, en: {} }}>
        <Crashing error={error} />
      </RemoteProviders>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    subscription.unsubscribe();
    expect(reported).toHaveBeenCalledWith({ container: 'cart_checkout', error });
  });
});

import { bus } from '@shop/event-bus';
import {
  BEACON_PATH,
  DSN_META,
  captureError,
  remoteLoaded,
  resetErrorCapture,
  setPageRegistry,
  startErrorCapture,
} from './error-capture';

const reported = jest.fn();
jest.mock('./error-reporting', () => ({ startErrorReporting: jest.fn(() => reported) }));

const CATALOG = 'http://127.0.0.1:8081/catalog/abc/mf-manifest.json?contract=1.5.0';
const sendBeacon = jest.fn((..._args: [string, string]) => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  startErrorCapture();
});
beforeEach(() => {
  resetErrorCapture();
  sendBeacon.mockClear();
  reported.mockClear();
  document.head.innerHTML = '';
});

const beacons = () =>
  sendBeacon.mock.calls.map(([path, body]) => ({ path, body: JSON.parse(body) }));
const ready = async () => {
  window.dispatchEvent(new Event('single-spa:routing-event'));
  await new Promise((resolve) => setTimeout(resolve, 10));
};

it('sends one beacon when the page is ready: the versions it loaded and their boundary errors', async () => {
  setPageRegistry({ catalog: CATALOG });
  remoteLoaded('catalog');
  remoteLoaded('catalog');
  bus.emit('remote:error', { container: 'catalog', error: new Error('boom') });
  expect(sendBeacon).not.toHaveBeenCalled();
  await ready();
  expect(beacons()).toEqual([
    {
      path: BEACON_PATH,
      body: {
        views: [{ remote: 'catalog', manifestUrl: CATALOG }],
        errors: [{ remote: 'catalog', manifestUrl: CATALOG, kind: 'boundary' }],
      },
    },
  ]);
});

it('sends later errors at the page’s end, and a load failure counts as a view of that version', async () => {
  setPageRegistry({ favorites: 'http://127.0.0.1:8085/favorites/1/mf-manifest.json' });
  await ready();
  captureError(new Error('offline'), 'load', 'favorites');
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons().at(-1)?.body).toEqual({
    views: [
      { remote: 'favorites', manifestUrl: 'http://127.0.0.1:8085/favorites/1/mf-manifest.json' },
    ],
    errors: [
      {
        remote: 'favorites',
        manifestUrl: 'http://127.0.0.1:8085/favorites/1/mf-manifest.json',
        kind: 'load',
      },
    ],
  });
});

it('loads no SDK without a DSN; with one, hands it every error noted before', async () => {
  captureError(new Error('early'), 'rejection');
  await ready();
  expect(reported).not.toHaveBeenCalled();

  resetErrorCapture();
  document.head.innerHTML = `<meta name="${DSN_META}" content="http://key@127.0.0.1:1/1" />`;
  setPageRegistry({ catalog: CATALOG });
  const early = new Error('before ready');
  bus.emit('remote:error', { container: 'catalog', error: early });
  await ready();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(reported).toHaveBeenCalledWith({
    error: early,
    kind: 'boundary',
    remote: 'catalog',
    manifestUrl: CATALOG,
  });
  const late = new Error('after ready');
  captureError(late, 'unhandled');
  expect(reported).toHaveBeenLastCalledWith({ error: late, kind: 'unhandled' });
});

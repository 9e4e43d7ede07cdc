import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { createQueryClient, dehydratePage, getQueryClient } from '@shop/data';
import { provideModuleLoader } from '@shop/event-bus';
import { preloadRemoteComponent, RemoteComponent } from './remote-component';

function Slider({ title }: { title: string }) {
  return <p>{title}</p>;
}

const page = (
  <div>
    <h1>Not found</h1>
    <RemoteComponent
      remote="catalog"
      expose="./BestsellersSlider"
      props={{ title: 'Bestsellers' }}
      loading={<span>loading</span>}
    />
  </div>
);

describe('RemoteComponent in a server-rendered page', () => {
  let loader: jest.Mock;

  beforeEach(() => {
    loader = jest.fn(async () => ({ default: Slider }));
    provideModuleLoader(loader as never);
  });

  it('is its loading placeholder on the server, hydrates without a mismatch and loads after hydration', async () => {
    const html = renderToString(page);
    expect(html).toBe('<div><h1>Not found</h1><span>loading</span></div>');
    // The server never asks for another remote's module (it has no loader for them).
    expect(loader).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, {
        onRecoverableError: (error) => console.error('recoverable', error),
      });
    });
    expect(await screen.findByText('Bestsellers')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('catalog', './BestsellersSlider', expect.any(String));
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    errors.mockRestore();
  });
});

describe('RemoteComponent in a page served with its piece (ADR 43)', () => {
  it("takes the place the page came with, once, and puts the piece's data into the page's client first", async () => {
    provideModuleLoader(jest.fn(async () => ({ default: Slider })) as never);
    const rendered = createQueryClient({ server: true });
    rendered.setQueryData(['catalog', 'bestsellers', 'ru'], [{ id: 7 }]);
    const data = JSON.stringify(dehydratePage(rendered)).replace(/</g, '\\u003c');
    document.body.innerHTML =
      '<div data-shop-piece="catalog/./BestsellersSlider"><p>Bestsellers</p></div>' +
      `<script id="shop-piece-data-catalog-BestsellersSlider" type="application/json">${data}</script>`;
    const place = document.querySelector('[data-shop-piece]');
    const served = (
      <RemoteComponent
        remote="catalog"
        expose="./BestsellersSlider"
        props={{ title: 'Bestsellers' }}
        served
      />
    );
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    let roots: Root[] = [];
    await act(async () => {
      roots = [createRoot(first), createRoot(second)];
      roots[0]?.render(served);
    });
    expect(place).toHaveAttribute('data-shop-piece-claimed');
    expect(getQueryClient().getQueryData(['catalog', 'bestsellers', 'ru'])).toEqual([{ id: 7 }]);
    // Rendered inside a place of its own (the served markup's, when hydrating).
    expect(
      first.querySelector('[data-shop-piece="catalog/./BestsellersSlider"]'),
    ).toHaveTextContent('Bestsellers');
    // The place is taken: another RemoteComponent of the same piece renders as usual.
    await act(async () => roots[1]?.render(served));
    expect(second.querySelector('[data-shop-piece]')).toBeNull();
    expect(second).toHaveTextContent('Bestsellers');
    act(() => roots.forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });
});

describe('preloadRemoteComponent', () => {
  it("asks the shell's loader for the module at this app's contract, and leaves a failure to the RemoteComponent", async () => {
    const loader = jest.fn(() => Promise.reject(new Error('offline')));
    provideModuleLoader(loader as never);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    preloadRemoteComponent('catalog', './BestsellersSlider');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(loader).toHaveBeenCalledWith('catalog', './BestsellersSlider', expect.any(String));
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('hands an arrived module to the next RemoteComponent, which shows it without its loading placeholder', async () => {
    const loader = jest.fn(async () => ({ default: Slider }));
    provideModuleLoader(loader as never);
    preloadRemoteComponent('catalog', './BestsellersSlider');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(page));
    // Rendered in the same pass: no suspended render showed "loading" first.
    expect(container.textContent).toBe('Not foundBestsellers');
    act(() => root.unmount());
    // Once: the next one asks the loader again.
    const again = createRoot(container);
    await act(async () => again.render(page));
    expect(container.textContent).toBe('Not foundBestsellers');
    expect(loader).toHaveBeenCalledTimes(2);
    act(() => again.unmount());
    container.remove();
  });
});

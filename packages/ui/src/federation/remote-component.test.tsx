import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
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

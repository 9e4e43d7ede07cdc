import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy';

const Page = ({ text }: { text: string }) => <p>{text}</p>;

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Page));
    const { Component, preload } = preloadableLazy(load);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component text="served page" />
      </Suspense>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.getByText('served page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, loading the chunk once', async () => {
    const load = jest.fn(() => Promise.resolve(Page));
    const { Component, preload } = preloadableLazy(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component text="page" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('page')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a chunk that failed', async () => {
    const load = jest
      .fn<Promise<typeof Page>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Page);
    const { preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('ChunkLoadError');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataProvider } from './data-provider';
import { dehydratePage, hydratePage, prefetchAll, unfetchedQueries } from './page-state';
import { createQueryClient } from './query-client';

const greeting = (fetchGreeting: (signal: AbortSignal) => Promise<string>) =>
  queryOptions({ queryKey: ['test', 'greeting'], queryFn: ({ signal }) => fetchGreeting(signal) });

function Greeting({ fetchGreeting }: { fetchGreeting: (signal: AbortSignal) => Promise<string> }) {
  const query = useQuery(greeting(fetchGreeting));
  return <p>{query.isSuccess ? query.data : 'loading'}</p>;
}

describe('server prefetch, dehydrate, hydrate', () => {
  it('renders once on the server from the prefetch and hydrates without asking again', async () => {
    const server = createQueryClient({ server: true });
    const serverFetch = jest.fn(() => Promise.resolve('привет'));
    await prefetchAll(server, [greeting(serverFetch)]);
    const html = renderToString(
      <DataProvider client={server}>
        <Greeting fetchGreeting={serverFetch} />
      </DataProvider>,
    );
    expect(html).toContain('привет');
    expect(unfetchedQueries(server)).toEqual([]);
    // Through JSON, as the page carries it.
    const state: unknown = JSON.parse(JSON.stringify(dehydratePage(server)));

    const browser = createQueryClient();
    hydratePage(browser, state);
    const browserFetch = jest.fn(() => Promise.resolve('again'));
    const slot = document.createElement('div');
    slot.innerHTML = html;
    document.body.append(slot);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        slot,
        <DataProvider client={browser}>
          <Greeting fetchGreeting={browserFetch} />
        </DataProvider>,
      );
    });
    expect(slot).toHaveTextContent('привет');
    expect(browserFetch).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(serverFetch).toHaveBeenCalledTimes(1);
  });

  it('names a query the render needed but the prefetch missed', () => {
    const server = createQueryClient({ server: true });
    renderToString(
      <DataProvider client={server}>
        <Greeting fetchGreeting={() => Promise.resolve('x')} />
      </DataProvider>,
    );
    expect(unfetchedQueries(server)).toEqual(['["test","greeting"]']);
  });

  it('rejects with the first failure of the prefetch', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = createQueryClient({ server: true });
    await expect(
      prefetchAll(server, [greeting(() => Promise.reject(new Error('down')))]),
    ).rejects.toThrow('down');
    expect(dehydratePage(server).queries).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not a dehydrated state', () => {
    const browser = createQueryClient();
    hydratePage(browser, { 'catalog|ru': 1 });
    hydratePage(browser, null);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });

  it('serves the client to its tree', async () => {
    const client = createQueryClient();
    client.setQueryData(['test', 'greeting'], 'hello');
    render(
      <DataProvider client={client}>
        <Greeting fetchGreeting={() => Promise.resolve('never')} />
      </DataProvider>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });
});

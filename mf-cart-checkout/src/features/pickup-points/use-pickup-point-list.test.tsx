import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { DataProvider } from '@shop/data';
import { bus } from '@shop/event-bus';
import { fakeFetch, listPage } from '../../testing/popup-testing';
import type { PickupFilters } from './pickup-filters';
import { usePickupPointList } from './use-pickup-point-list';

const ALL: PickupFilters = { providers: [], search: '' };
const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

beforeEach(() => {
  bus.set('storefront', { storefront: 'ru', locale: 'ru', currency: 'RUB' });
});

describe('usePickupPointList', () => {
  it('loads 50, appends the next page by its cursor and has no "more" at the end', async () => {
    const server = fakeFetch();
    const { result } = renderHook(() => usePickupPointList(ALL, 0), { wrapper });
    expect(result.current.state.status).toBe('loading');
    const [first] = server.pending('/api/pickup-points/list/');
    expect(first!.url.searchParams.get('per_page')).toBe('50');
    expect(first!.url.searchParams.has('cursor')).toBe(false);
    act(() => first!.answer(listPage(0, 50, 60, 'c2')));
    await waitFor(() => expect(result.current.state.items).toHaveLength(50));
    expect(result.current.state.nextCursor).toBe('c2');

    act(() => result.current.showMore());
    // The library tells its observers on its next tick.
    await waitFor(() => expect(result.current.state.more).toBe('loading'));
    const [second] = server.pending('/api/pickup-points/list/');
    expect(second!.url.searchParams.get('cursor')).toBe('c2');
    act(() => second!.answer(listPage(50, 10, 60, null)));
    await waitFor(() => expect(result.current.state.items).toHaveLength(60));
    expect(result.current.state.items[50]!.id).toBe('cdek-50');
    expect(result.current.state.items[0]!.id).toBe('cdek-0');
    expect(result.current.state.nextCursor).toBeNull();

    // At the end "show more" asks for nothing.
    const before = server.calls.length;
    act(() => result.current.showMore());
    expect(server.calls).toHaveLength(before);
  });

  it('a newer search aborts the older request; the older one neither errors nor wins', async () => {
    const server = fakeFetch();
    const { result, rerender } = renderHook(
      ({ filters }: { filters: PickupFilters }) => usePickupPointList(filters, 0),
      { wrapper, initialProps: { filters: { providers: [], search: 'лен' } as PickupFilters } },
    );
    const [older] = server.pending('/api/pickup-points/list/');
    expect(older!.url.searchParams.get('q')).toBe('лен');
    rerender({ filters: { providers: ['cdek'], search: 'ленина' } });
    expect(older!.signal?.aborted).toBe(true);
    const [newer] = server.pending('/api/pickup-points/list/');
    expect(newer!.url.searchParams.get('q')).toBe('ленина');
    expect(newer!.url.searchParams.getAll('provider[]')).toEqual(['cdek']);
    // Even a late answer to the aborted request is ignored.
    act(() => older!.answer(listPage(100, 3, 3, null)));
    act(() => newer!.answer(listPage(0, 2, 2, null)));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state.items.map((p) => p.id)).toEqual(['cdek-0', 'cdek-1']);
  });

  it('the same filters in a new object do not reload', () => {
    const server = fakeFetch();
    const { rerender } = renderHook(
      ({ filters }: { filters: PickupFilters }) => usePickupPointList(filters, 0),
      { wrapper, initialProps: { filters: { providers: ['cdek'], search: ' x ' } } },
    );
    rerender({ filters: { providers: ['cdek'], search: 'x' } });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.signal?.aborted).toBe(false);
  });

  it('a failure is an error state; a new attempt reloads', async () => {
    const server = fakeFetch();
    const { result, rerender } = renderHook(
      ({ attempt }: { attempt: number }) => usePickupPointList(ALL, attempt),
      { wrapper, initialProps: { attempt: 0 } },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() =>
      server
        .pending('/api/pickup-points/list/')[0]!
        .answer({ error: { code: 'internal', message: 'boom' } }, 500),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    rerender({ attempt: 1 });
    await waitFor(() => expect(result.current.state.status).toBe('loading'));
    act(() => server.pending('/api/pickup-points/list/')[0]!.answer(listPage(0, 1, 1, null)));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });
});

import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { apiCalls, apiError, mockApiServer } from '@shop/api-client/testing';
import { DataProvider } from '@shop/data';
import { bus } from '@shop/event-bus';
import { holdPickupList as holdList, listPage } from '../../testing/popup-testing';
import type { PickupFilters } from './pickup-filters';
import { usePickupPointList } from './use-pickup-point-list';

const ALL: PickupFilters = { providers: [], search: '' };
const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

mockApiServer();

beforeEach(() => {
  bus.set('storefront', { storefront: 'ru', locale: 'ru', currency: 'RUB' });
});

describe('usePickupPointList', () => {
  it('loads 50, appends the next page by its cursor and has no "more" at the end', async () => {
    const list = holdList();
    const { result } = renderHook(() => usePickupPointList(ALL, 0), { wrapper });
    expect(result.current.state.status).toBe('pending');
    const first = await list.next();
    expect(first.query.get('per_page')).toBe('50');
    expect(first.query.has('cursor')).toBe(false);
    act(() => first.answer(listPage(0, 50, 60, 'c2')));
    await waitFor(() => expect(result.current.state.items).toHaveLength(50));
    expect(result.current.state.nextCursor).toBe('c2');

    act(() => result.current.showMore());
    // The library tells its observers on its next tick.
    await waitFor(() => expect(result.current.state.more).toBe('loading'));
    const second = await list.next();
    expect(second.query.get('cursor')).toBe('c2');
    act(() => second.answer(listPage(50, 10, 60, null)));
    await waitFor(() => expect(result.current.state.items).toHaveLength(60));
    expect(result.current.state.items[50]!.id).toBe('cdek-50');
    expect(result.current.state.items[0]!.id).toBe('cdek-0');
    expect(result.current.state.nextCursor).toBeNull();

    // At the end "show more" asks for nothing.
    const before = list.calls.length;
    act(() => result.current.showMore());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(list.calls).toHaveLength(before);
  });

  it('a newer search aborts the older request; the older one neither errors nor wins', async () => {
    const list = holdList();
    const { result, rerender } = renderHook(
      ({ filters }: { filters: PickupFilters }) => usePickupPointList(filters, 0),
      { wrapper, initialProps: { filters: { providers: [], search: 'лен' } as PickupFilters } },
    );
    const older = await list.next();
    expect(older.query.get('q')).toBe('лен');
    rerender({ filters: { providers: ['cdek'], search: 'ленина' } });
    expect(older.signal.aborted).toBe(true);
    const newer = await list.next();
    expect(newer.query.get('q')).toBe('ленина');
    expect(newer.query.getAll('provider[]')).toEqual(['cdek']);
    // Even a late answer to the aborted request is ignored.
    act(() => older.answer(listPage(100, 3, 3, null)));
    act(() => newer.answer(listPage(0, 2, 2, null)));
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(result.current.state.items.map((p) => p.id)).toEqual(['cdek-0', 'cdek-1']);
  });

  it('the same filters in a new object do not reload', async () => {
    const list = holdList();
    const { rerender } = renderHook(
      ({ filters }: { filters: PickupFilters }) => usePickupPointList(filters, 0),
      { wrapper, initialProps: { filters: { providers: ['cdek'], search: ' x ' } } },
    );
    const first = await list.next();
    rerender({ filters: { providers: ['cdek'], search: 'x' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(apiCalls('GET /api/pickup-points/list/')).toHaveLength(1);
    expect(first.signal.aborted).toBe(false);
  });

  it('a failure is an error state; a new attempt reloads', async () => {
    const list = holdList();
    const { result, rerender } = renderHook(
      ({ attempt }: { attempt: number }) => usePickupPointList(ALL, attempt),
      { wrapper, initialProps: { attempt: 0 } },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = await list.next();
    act(() => failing.answer(apiError(500, 'internal', 'boom')));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    rerender({ attempt: 1 });
    await waitFor(() => expect(result.current.state.status).toBe('pending'));
    const again = await list.next();
    act(() => again.answer(listPage(0, 1, 1, null)));
    await waitFor(() => expect(result.current.state.status).toBe('success'));
  });
});

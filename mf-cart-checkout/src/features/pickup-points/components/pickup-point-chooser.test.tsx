import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  collectEvents,
  fakeFetch,
  listPage,
  pickupPointFixture,
} from '../../../testing/popup-testing';
import { renderWithShop } from '@shop/ui/testing';
import { PickupPointChooser } from './pickup-point-chooser';

const PROVIDERS = {
  data: [
    { id: 'cdek', name: 'СДЭК' },
    { id: 'boxberry', name: 'Boxberry' },
  ],
};
const mapOf = (ids: string[]) => ({
  data: {
    points: ids.map((id, i) => ({
      id,
      lat: 55.7 + i / 100,
      lng: 37.6 + i / 100,
      providerId: 'cdek',
      name: `Точка ${id}`,
      address: `Москва, ул. Ленина, ${i}`,
    })),
    total: ids.length,
  },
});

/** Answers the providers and the map, so only the list is left to each test. */
function answerSideRequests(server: ReturnType<typeof fakeFetch>, mapIds: string[] = []) {
  server.pending('/api/pickup-points/providers').forEach((call) => call.answer(PROVIDERS));
  server.pending('/api/pickup-points/map/').forEach((call) => call.answer(mapOf(mapIds)));
}

describe('PickupPointChooser', () => {
  it('lists points 50 at a time in ru; "show more" appends and disappears at the end', async () => {
    const server = fakeFetch();
    const user = userEvent.setup();
    renderWithShop(<PickupPointChooser props={{ mode: 'cart' }} onClose={() => {}} />, 'ru');
    expect(screen.getByRole('dialog', { name: 'Выберите пункт выдачи' })).toBeInTheDocument();
    expect(screen.getByText('Загружаем пункты выдачи…')).toBeInTheDocument();
    act(() => {
      answerSideRequests(server);
      server.pending('/api/pickup-points/list/')[0]!.answer(listPage(0, 50, 52, 'next'));
    });
    const list = await screen.findByRole('list', { name: 'Пункты выдачи' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Показано 50 из 52')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Boxberry' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    const more = server.pending('/api/pickup-points/list/')[0]!;
    expect(more.url.searchParams.get('cursor')).toBe('next');
    act(() => more.answer(listPage(50, 2, 52, null)));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    // The keyboard goes on from the first new point.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Выбрать пункт СДЭК: ул. Ленина, 50' }),
      ),
    );
  });

  it('a newer search cancels the pending request without showing an error', async () => {
    const server = fakeFetch();
    const user = userEvent.setup();
    renderWithShop(<PickupPointChooser props={{ mode: 'cart' }} onClose={() => {}} />, 'ru');
    const initial = server.pending('/api/pickup-points/list/')[0]!;
    act(() => answerSideRequests(server));
    await user.type(screen.getByRole('searchbox', { name: /Поиск по адресу/ }), 'Ленина');
    await waitFor(() => expect(initial.signal?.aborted).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const search = server.pending('/api/pickup-points/list/');
    expect(search).toHaveLength(1);
    expect(search[0]!.url.searchParams.get('q')).toBe('Ленина');
    act(() => {
      search[0]!.answer(listPage(7, 1, 1, null));
      answerSideRequests(server);
    });
    expect(await screen.findByText('Москва, ул. Ленина, 7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters by provider with provider[]', async () => {
    const server = fakeFetch();
    const user = userEvent.setup();
    renderWithShop(<PickupPointChooser props={{ mode: 'cart' }} onClose={() => {}} />, 'en');
    act(() => answerSideRequests(server));
    await user.click(await screen.findByRole('checkbox', { name: 'Boxberry' }));
    const filtered = server.pending('/api/pickup-points/list/');
    expect(filtered.at(-1)!.url.searchParams.getAll('provider[]')).toEqual(['boxberry']);
    expect(
      server.pending('/api/pickup-points/map/').at(-1)!.url.searchParams.getAll('provider[]'),
    ).toEqual(['boxberry']);
  });

  it('shows the docs/product/08-messages.md#loading-failures error in en with a retry that reloads', async () => {
    const server = fakeFetch();
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShop(<PickupPointChooser props={{ mode: 'other' }} onClose={() => {}} />, 'en');
    expect(screen.getByRole('dialog', { name: 'Pickup points' })).toBeInTheDocument();
    act(() => {
      answerSideRequests(server);
      server
        .pending('/api/pickup-points/list/')[0]!
        .answer({ error: { code: 'x', message: 'x' } }, 500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the pickup points',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => {
      answerSideRequests(server);
      server.pending('/api/pickup-points/list/')[0]!.answer(listPage(0, 0, 0, null));
    });
    expect(
      await screen.findByRole('heading', { name: 'No pickup points found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('choosing from the list emits pickup-point:chosen with the whole point and closes', async () => {
    const server = fakeFetch();
    const user = userEvent.setup();
    const onClose = jest.fn();
    const chosen = collectEvents('pickup-point:chosen');
    renderWithShop(
      // The checkout passes the point's code as its number.
      <PickupPointChooser props={{ mode: 'cart', selectedId: 'CDEK-1001' }} onClose={onClose} />,
      'en',
    );
    act(() => {
      answerSideRequests(server);
      server.pending('/api/pickup-points/list/')[0]!.answer(listPage(0, 3, 3, null));
    });
    const current = await screen.findByRole('heading', { name: /ул. Ленина, 1\s*Selected/ });
    expect(current).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Choose pickup point СДЭК: ул. Ленина, 2' }),
    );
    expect(chosen.events).toEqual([{ mode: 'cart', point: pickupPointFixture(2) }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    chosen.stop();
  });

  it('a map point not in the list is fetched by id, shown and can be chosen', async () => {
    const server = fakeFetch();
    const user = userEvent.setup();
    const chosen = collectEvents('pickup-point:chosen');
    renderWithShop(<PickupPointChooser props={{ mode: 'other' }} onClose={() => {}} />, 'ru');
    act(() => {
      answerSideRequests(server, ['cdek-0', 'by-9']);
      server.pending('/api/pickup-points/list/')[0]!.answer(listPage(0, 1, 2, 'more'));
    });
    const map = await screen.findByRole('group', { name: 'Карта пунктов выдачи' });
    const marker = await within(map).findByRole('button', {
      name: 'Точка by-9, Москва, ул. Ленина, 1',
    });
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    const byId = server.pending('/api/pickup-points/list/')[0]!;
    expect(byId.url.searchParams.getAll('id[]')).toEqual(['by-9']);
    act(() =>
      byId.answer({
        data: {
          items: [pickupPointFixture(9, { id: 'by-9', code: 'BY109', name: 'Минск 9' })],
          next_cursor: null,
          total: 1,
          per_page: 1,
        },
      }),
    );
    // Belarus is recognised from the code.
    expect(await screen.findByText(/Пункт в стране: Беларусь/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выбрать пункт Минск 9' }));
    expect(chosen.events[0]?.point.id).toBe('by-9');
    chosen.stop();
  });
});

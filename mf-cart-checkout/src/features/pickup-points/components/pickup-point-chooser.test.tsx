import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiCalls,
  apiError,
  apiServer,
  mockApiServer,
  pickupPoints,
} from '@shop/api-client/testing';
import {
  collectEvents,
  holdPickupList,
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

mockApiServer();

/**
 * Answers the providers and the map at once, so only the list is left to each test: its calls
 * are held until the test answers them.
 */
function serve(mapIds: string[] = []) {
  apiServer.use(pickupPoints.providers(PROVIDERS), pickupPoints.map(mapOf(mapIds)));
  return holdPickupList();
}

/** The map's calls' provider filters, in order. */
const mapProviders = () =>
  apiCalls('GET /api/pickup-points/map/').map((call) => call.query.getAll('provider[]'));

describe('PickupPointChooser', () => {
  it('lists points 50 at a time in ru; "show more" appends and disappears at the end', async () => {
    const listCalls = serve();
    const user = userEvent.setup();
    renderWithShop(<PickupPointChooser props={{ mode: 'cart' }} onClose={() => {}} />, 'ru');
    expect(screen.getByRole('dialog', { name: 'Выберите пункт выдачи' })).toBeInTheDocument();
    expect(screen.getByText('Загружаем пункты выдачи…')).toBeInTheDocument();
    const first = await listCalls.next();
    act(() => first.answer(listPage(0, 50, 52, 'next')));
    const list = await screen.findByRole('list', { name: 'Пункты выдачи' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Показано 50 из 52')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Boxberry' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    const more = await listCalls.next();
    expect(more.query.get('cursor')).toBe('next');
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
    const list = serve();
    const user = userEvent.setup();
    renderWithShop(<PickupPointChooser props={{ mode: 'cart' }} onClose={() => {}} />, 'ru');
    const initial = await list.next();
    await user.type(screen.getByRole('searchbox', { name: /Поиск по адресу/ }), 'Ленина');
    await waitFor(() => expect(initial.signal.aborted).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(list.pending().at(-1)?.query.get('q')).toBe('Ленина'));
    const search = list.pending();
    expect(search).toHaveLength(1);
    expect(search[0]!.query.get('q')).toBe('Ленина');
    act(() => search[0]!.answer(listPage(7, 1, 1, null)));
    expect(await screen.findByText('Москва, ул. Ленина, 7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters by provider with provider[]', async () => {
    const list = serve();
    const user = userEvent.setup();
    renderWithShop(<PickupPointChooser props={{ mode: 'cart' }} onClose={() => {}} />, 'en');
    await user.click(await screen.findByRole('checkbox', { name: 'Boxberry' }));
    await waitFor(() =>
      expect(list.pending().at(-1)?.query.getAll('provider[]')).toEqual(['boxberry']),
    );
    await waitFor(() => expect(mapProviders().at(-1)).toEqual(['boxberry']));
  });

  it('shows the docs/product/08-messages.md#loading-failures error in en with a retry that reloads', async () => {
    const list = serve();
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShop(<PickupPointChooser props={{ mode: 'other' }} onClose={() => {}} />, 'en');
    expect(screen.getByRole('dialog', { name: 'Pickup points' })).toBeInTheDocument();
    const failing = await list.next();
    act(() => failing.answer(apiError(500, 'x')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the pickup points',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const again = await list.next();
    act(() => again.answer(listPage(0, 0, 0, null)));
    expect(
      await screen.findByRole('heading', { name: 'No pickup points found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('choosing from the list emits pickup-point:chosen with the whole point and closes', async () => {
    const list = serve();
    const user = userEvent.setup();
    const onClose = jest.fn();
    const chosen = collectEvents('pickup-point:chosen');
    renderWithShop(
      // The checkout passes the point's code as its number.
      <PickupPointChooser props={{ mode: 'cart', selectedId: 'CDEK-1001' }} onClose={onClose} />,
      'en',
    );
    const first = await list.next();
    act(() => first.answer(listPage(0, 3, 3, null)));
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
    const list = serve(['cdek-0', 'by-9']);
    const user = userEvent.setup();
    const chosen = collectEvents('pickup-point:chosen');
    renderWithShop(<PickupPointChooser props={{ mode: 'other' }} onClose={() => {}} />, 'ru');
    const first = await list.next();
    act(() => first.answer(listPage(0, 1, 2, 'more')));
    const map = await screen.findByRole('group', { name: 'Карта пунктов выдачи' });
    const marker = await within(map).findByRole('button', {
      name: 'Точка by-9, Москва, ул. Ленина, 1',
    });
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    const byId = await list.next();
    expect(byId.query.getAll('id[]')).toEqual(['by-9']);
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

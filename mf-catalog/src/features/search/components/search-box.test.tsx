import { act, fireEvent, screen } from '@testing-library/react';
import type { SearchSuggestResponse } from '@shop/types';
import { productFixture } from '../../../testing/product-fixture';
import {
  type ApiReply,
  apiError,
  apiServer,
  catalog,
  delay,
  mockApiServer,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { SUGGEST_DELAY_MS } from '../use-suggestions';
import { SearchBox } from './search-box';

const ring = productFixture({ id: 7, name: 'Кольцо Aurora' });

function answer(query: string, extra: Partial<SearchSuggestResponse> = {}): SearchSuggestResponse {
  return {
    query,
    products: [
      {
        id: ring.id,
        name: ring.name,
        url: '/jewelry/aurora-ring-7',
        photo: '/api/media/products/p1-320.webp',
        designer: 'Volna',
        price: { ...ring.price, final: 10000, finalFormatted: '10 000 ₽' },
      },
    ],
    designers: [{ id: 'volna', name: 'Volna', url: '/designers/volna' }],
    categories: [{ id: 'rings', name: 'Кольца', url: '/catalog/rings' }],
    ...extra,
  };
}

/** The suggestion requests' queries, and their abort signals. */
let asked: { q: string; signal: AbortSignal | null | undefined }[];

mockApiServer();

function serve(
  respond: (q: string) => ApiReply | SearchSuggestResponse | Promise<SearchSuggestResponse> = (q) =>
    answer(q),
) {
  asked = [];
  apiServer.use(
    catalog.searchSuggest(({ query, request }) => {
      const q = query.get('q') ?? '';
      asked.push({ q, signal: request.signal });
      return respond(q);
    }),
  );
}

const field = () => screen.getByRole('combobox', { name: 'Что вы ищете?' });

async function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
}

async function waitForAnswer() {
  await act(async () => {
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
  });
  // The mocked fetch resolves on the next turns of the microtask queue.
  await act(async () => undefined);
  await act(async () => undefined);
}

describe('SearchBox (combobox with suggestions)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetBus();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => jest.useRealTimers());

  it('asks from two characters, once, a moment after the last keystroke', async () => {
    serve();
    renderWithShop(<SearchBox />);
    await type('к');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DELAY_MS * 2);
    });
    expect(asked).toEqual([]);
    await type('ко');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DELAY_MS - 1);
    });
    expect(asked).toEqual([]);
    await type('кол');
    await waitForAnswer();
    expect(asked.map((a) => a.q)).toEqual(['кол']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Кольцо Aurora/ })).toBeInTheDocument();
  });

  it('cancels the request in flight when the text changes', async () => {
    serve(async () => {
      await delay('infinite');
      return answer('');
    });
    renderWithShop(<SearchBox />);
    await type('ко');
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.signal?.aborted).toBe(false);
    await type('кол');
    expect(asked[0]!.signal?.aborted).toBe(true);
  });

  it('lists products with photo and price, designers and categories, in named groups', async () => {
    serve();
    renderWithShop(<SearchBox />);
    await type('vol');
    await waitForAnswer();
    const listbox = screen.getByRole('listbox', { name: 'Подсказки' });
    expect(screen.getByRole('group', { name: 'Товары' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Дизайнеры' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Категории' })).toBeInTheDocument();
    const product = screen.getByRole('option', { name: /Кольцо Aurora/ });
    expect(product.querySelector('img')).toHaveAttribute('src', '/api/media/products/p1-320.webp');
    expect(product).toHaveTextContent('10 000 ₽');
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 подсказки');
  });

  it('moves through the options with the arrows and opens the highlighted one with Enter', async () => {
    serve();
    renderWithShop(<SearchBox />);
    await type('vol');
    await waitForAnswer();
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    // Past the last, back to the first; up from the first, the last.
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.submit(field());
    expect(window.location.pathname).toBe('/catalog/rings');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches what is typed with Enter when no option is highlighted', async () => {
    serve();
    renderWithShop(<SearchBox />);
    await type(' кольцо с жемчугом ');
    fireEvent.submit(field());
    expect(decodeURIComponent(window.location.pathname)).toBe('/search/кольцо с жемчугом');
  });

  it('closes the list with Escape, then clears the field', async () => {
    serve();
    renderWithShop(<SearchBox />);
    await type('vol');
    await waitForAnswer();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(field()).toHaveValue('vol');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field()).toHaveValue('');
  });

  it('offers the corrected query first when only a correction matched', async () => {
    serve((q) => answer(q, { correctedQuery: 'кольцо' }));
    renderWithShop(<SearchBox />);
    await type('колцо');
    await waitForAnswer();
    expect(screen.getByRole('group', { name: 'Возможно, вы искали' })).toBeInTheDocument();
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.submit(field());
    expect(decodeURIComponent(window.location.pathname)).toBe('/search/кольцо');
  });

  it('says when nothing matches, and when suggestions fail (Enter still searches)', async () => {
    serve(() => answer('zz', { products: [], designers: [], categories: [] }));
    const { unmount } = renderWithShop(<SearchBox />);
    await type('zzzqqq');
    await waitForAnswer();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAccessibleDescription(
      'Подсказок для «zzzqqq» нет. Нажмите Enter, чтобы искать по всему каталогу.',
    );
    unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => apiError(500, 'internal', 'down'));
    renderWithShop(<SearchBox variant="header" />, 'en');
    fireEvent.change(screen.getByRole('combobox', { name: 'What are you looking for?' }), {
      target: { value: 'ring' },
    });
    await waitForAnswer();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'Suggestions are unavailable right now. Press Enter to search.',
    );
  });

  it('starts with what was typed in the field it replaces, focused, caret at the end', () => {
    serve();
    renderWithShop(<SearchBox variant="header" initialQuery="ко" focusOnMount />);
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('ко');
    expect((field() as HTMLInputElement).selectionStart).toBe(2);
    // Nothing is asked before the shopper types here.
    expect(asked).toEqual([]);
  });
});

import { useEffect, useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { provideModuleLoader, type ExposedModuleLoader } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { SearchBoxProps } from '@shop/types';
import { shellMessages } from '../i18n/messages';
import { HeaderSearch } from './header-search';

/** The catalog's field as the loader hands it over: shows the props it was given. */
function FakeSearchBox({ variant, initialQuery, focusOnMount }: SearchBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <input
      ref={ref}
      aria-label="catalog field"
      data-variant={variant}
      defaultValue={initialQuery}
    />
  );
}

const renderHeaderSearch = (locale: 'ru' | 'en' = 'ru') =>
  render(
    <ShopIntlProvider locale={locale} messages={shellMessages[locale]}>
      <HeaderSearch />
    </ShopIntlProvider>,
  );

describe("the header's search field", () => {
  let loads: { remote: string; expose: string }[];
  let release: (module: unknown) => void;
  let fail: (error: Error) => void;

  beforeEach(() => {
    loads = [];
    window.history.replaceState(null, '', '/');
    const loader: ExposedModuleLoader = <T,>(remote: string, expose: string) => {
      loads.push({ remote, expose });
      return new Promise<T>((resolve, reject) => {
        release = (module) => resolve(module as T);
        fail = reject;
      });
    };
    provideModuleLoader(loader);
  });

  it('is a plain search field until the shopper reaches for it: nothing is loaded with the page', () => {
    renderHeaderSearch('en');
    expect(
      screen.getByRole('searchbox', { name: 'What are you looking for?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(loads).toEqual([]);
  });

  it('searches on Enter without the catalog', () => {
    renderHeaderSearch();
    const field = screen.getByRole('searchbox', { name: 'Что вы ищете?' });
    fireEvent.change(field, { target: { value: 'серьги ' } });
    fireEvent.submit(field);
    expect(decodeURIComponent(window.location.pathname)).toBe('/search/серьги');
  });

  it("loads the catalog's field on focus and hands it what is typed and the focus", async () => {
    renderHeaderSearch();
    const field = screen.getByRole('searchbox', { name: 'Что вы ищете?' });
    act(() => field.focus());
    expect(loads).toEqual([{ remote: 'catalog', expose: './SearchBox' }]);
    // Still loading: the plain field keeps the focus and takes the typing.
    expect(screen.getByRole('searchbox', { name: 'Что вы ищете?' })).toHaveFocus();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ко' } });
    await act(async () => release({ default: FakeSearchBox }));
    const loaded = await screen.findByRole('textbox', { name: 'catalog field' });
    expect(loaded).toHaveAttribute('data-variant', 'header');
    expect(loaded).toHaveValue('ко');
    expect(loaded).toHaveFocus();
  });

  it('loads it on hover without taking the focus', async () => {
    renderHeaderSearch();
    fireEvent.pointerEnter(screen.getByRole('search'));
    expect(loads).toHaveLength(1);
    await act(async () => release({ default: FakeSearchBox }));
    expect(await screen.findByRole('textbox', { name: 'catalog field' })).not.toHaveFocus();
  });

  it('stays a plain field that searches when the catalog cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeaderSearch();
    act(() => screen.getByRole('searchbox').focus());
    await act(async () => fail(new Error('catalog is down')));
    const field = screen.getByRole('searchbox', { name: 'Что вы ищете?' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'кольцо' } });
    fireEvent.submit(field);
    expect(decodeURIComponent(window.location.pathname)).toBe('/search/кольцо');
  });
});

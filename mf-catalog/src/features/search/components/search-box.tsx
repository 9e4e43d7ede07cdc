import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { navigate, VisuallyHidden } from '@shop/ui';
import type { ProductShort, SearchBoxProps, SearchSuggestLink } from '@shop/types';
import { SUGGEST_FROM_CHARACTERS, useSuggestions } from '../use-suggestions';
import styles from './search-box.module.css';

interface Option {
  id: string;
  url: string;
  content: ReactNode;
}

interface Group {
  key: 'query' | 'products' | 'designers' | 'categories';
  label: string;
  options: Option[];
}

const resultsUrl = (query: string) => hrefFor('search-results', { id: query });

function ProductOption({ product }: { product: ProductShort }) {
  return (
    <>
      {product.photo ? (
        <img className={styles.photo} src={product.photo} alt="" width={40} height={40} />
      ) : (
        <span className={styles.photo} />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>{product.designer}</span>
      </span>
      {product.price.finalFormatted && (
        <span className={styles.price}>{product.price.finalFormatted}</span>
      )}
    </>
  );
}

/**
 * The search field with suggestions while typing: the ARIA 1.2 combobox pattern (an input
 * that controls a listbox popup; the input keeps the focus, aria-activedescendant names the
 * highlighted option). From SUGGEST_FROM_CHARACTERS characters a list of matching products
 * (photo, price), designers and categories; ↓/↑ move through it, Enter opens the highlighted
 * option or else the results page /search/{q}, Escape closes the list (and then clears the
 * field). Used on /search and, exposed as `./SearchBox`, in the shell's header.
 */
export function SearchBox({
  variant = 'page',
  initialQuery = '',
  focusOnMount = false,
}: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Nothing is asked before the shopper types here: the field may open already filled.
  const suggestions = useSuggestions(open ? value : '');

  useEffect(() => {
    if (!focusOnMount) return;
    const field = input.current;
    field?.focus();
    // The caret after what was typed in the field this one replaces.
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [focusOnMount]);

  const data =
    suggestions.status === 'success'
      ? suggestions.data
      : suggestions.status === 'loading'
        ? suggestions.previous
        : null;
  const link = (kind: string, item: SearchSuggestLink): Option => ({
    id: `${id}-${kind}-${item.id}`,
    url: item.url,
    content: <span className={styles.name}>{item.name}</span>,
  });
  const groups: Group[] = data
    ? [
        {
          key: 'query' as const,
          label: intl.formatMessage({ id: 'catalog.suggest.corrected' }),
          options: data.correctedQuery
            ? [
                {
                  id: `${id}-query`,
                  url: resultsUrl(data.correctedQuery),
                  content: (
                    <span className={styles.name}>
                      {intl.formatMessage(
                        { id: 'catalog.suggest.searchFor' },
                        { query: data.correctedQuery },
                      )}
                    </span>
                  ),
                },
              ]
            : [],
        },
        {
          key: 'products' as const,
          label: intl.formatMessage({ id: 'catalog.suggest.products' }),
          options: data.products.map((product) => ({
            id: `${id}-product-${product.id}`,
            url: product.url,
            content: <ProductOption product={product} />,
          })),
        },
        {
          key: 'designers' as const,
          label: intl.formatMessage({ id: 'catalog.suggest.designers' }),
          options: data.designers.map((item) => link('designer', item)),
        },
        {
          key: 'categories' as const,
          label: intl.formatMessage({ id: 'catalog.suggest.categories' }),
          options: data.categories.map((item) => link('category', item)),
        },
      ].filter((group) => group.options.length > 0)
    : [];
  const options = groups.flatMap((group) => group.options);
  const typed = value.trim().length >= SUGGEST_FROM_CHARACTERS;
  const expanded = open && typed && options.length > 0;
  const highlighted = expanded && active >= 0 ? options[active] : undefined;
  const listbox = `${id}-listbox`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (url: string) => {
    close();
    navigate(url);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (highlighted) go(highlighted.url);
    else if (query) go(resultsUrl(query));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (options.length) setActive((active + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (options.length) setActive(active <= 0 ? options.length - 1 : active - 1);
        break;
      case 'Escape':
        if (expanded) close();
        else if (value) setValue('');
        else return;
        event.preventDefault();
        break;
      default:
    }
  };

  // Spoken to screen readers: what the list holds now, or why it is empty.
  let status = '';
  if (open && typed) {
    if (suggestions.status === 'error')
      status = intl.formatMessage({ id: 'catalog.suggest.error' });
    else if (suggestions.status === 'success')
      status = options.length
        ? intl.formatMessage({ id: 'catalog.suggest.count' }, { count: options.length })
        : intl.formatMessage({ id: 'catalog.suggest.none' }, { query: value.trim() });
  }
  // Shown: an empty answer or a failure says so under the field; loading keeps the last list.
  const note =
    open &&
    typed &&
    !expanded &&
    (suggestions.status === 'success' || suggestions.status === 'error')
      ? status
      : '';
  const loading = open && typed && suggestions.status === 'loading';

  return (
    <form
      role="search"
      className={variant === 'header' ? styles.header : styles.page}
      onSubmit={onSubmit}
      data-testid="search-box"
    >
      <label className={styles.label} htmlFor={`${id}-input`}>
        {variant === 'header' ? (
          <VisuallyHidden>{intl.formatMessage({ id: 'catalog.search.label' })}</VisuallyHidden>
        ) : (
          intl.formatMessage({ id: 'catalog.search.label' })
        )}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listbox}
          aria-activedescendant={highlighted?.id}
          aria-describedby={note ? `${id}-note` : undefined}
          value={value}
          placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <div
          id={listbox}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'catalog.suggest.label' })}
          aria-busy={loading}
          className={styles.popup}
          hidden={!expanded}
        >
          {groups.map((group) => (
            <div key={group.key} role="group" aria-label={group.label} className={styles.group}>
              <div className={styles.groupTitle} aria-hidden="true">
                {group.label}
              </div>
              {group.options.map((option) => (
                // Keys are the input's (aria-activedescendant): an option never takes the focus.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option === highlighted}
                  className={styles.option}
                  // The input keeps the focus (and the list stays open) until the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.url)}
                >
                  {option.content}
                </div>
              ))}
            </div>
          ))}
        </div>
        {note && (
          <p id={`${id}-note`} className={styles.note}>
            {note}
          </p>
        )}
      </div>
      {variant === 'page' && (
        <button type="submit" className={styles.submit}>
          {intl.formatMessage({ id: 'catalog.search.submit' })}
        </button>
      )}
      <VisuallyHidden>
        <span role="status">{status}</span>
      </VisuallyHidden>
    </form>
  );
}

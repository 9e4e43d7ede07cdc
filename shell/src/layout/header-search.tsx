import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { navigate, RemoteComponent, VisuallyHidden } from '@shop/ui';
import type { SearchBoxProps } from '@shop/types';
import styles from './header-search.module.css';

interface PlainFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The shopper reaches for the field: time to load the real one. */
  onIntent: () => void;
  onFocusChange: (focused: boolean) => void;
  focusOnMount: boolean;
}

/**
 * The header's own search field: what the server renders and what stays when the catalog
 * cannot load (Enter still goes to /search/{q}). The same box as the catalog's field.
 */
function PlainField({ value, onChange, onIntent, onFocusChange, focusOnMount }: PlainFieldProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query) navigate(hrefFor('search-results', { id: query }));
  };
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} onPointerEnter={onIntent}>
      <label htmlFor={id}>
        <VisuallyHidden>{intl.formatMessage({ id: 'shell.search.label' })}</VisuallyHidden>
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        name="q"
        type="search"
        autoComplete="off"
        value={value}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => {
          onFocusChange(true);
          onIntent();
        }}
        onBlur={() => onFocusChange(false)}
        onTouchStart={onIntent}
      />
    </form>
  );
}

/**
 * The header's search field. Suggestions while typing are the catalog's (it owns search and
 * the product cards' data): its `./SearchBox` is loaded on the shopper's first intent —
 * pointer over the field, focus, touch — not with every page, and replaces this plain field
 * with what is typed so far and the focus. Until then, and if the catalog cannot load, the
 * plain field searches on Enter.
 */
export function HeaderSearch() {
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const plain = (focusOnMount: boolean) => (
    <PlainField
      value={draft}
      onChange={setDraft}
      onIntent={() => setWanted(true)}
      onFocusChange={setFocused}
      focusOnMount={focusOnMount}
    />
  );
  return (
    <div className={styles.search} data-testid="header-search">
      {wanted ? (
        <RemoteComponent<SearchBoxProps>
          remote="catalog"
          expose="./SearchBox"
          props={{ variant: 'header', initialQuery: draft, focusOnMount: focused }}
          loading={plain(focused)}
          fallback={plain(focused)}
        />
      ) : (
        plain(false)
      )}
    </div>
  );
}

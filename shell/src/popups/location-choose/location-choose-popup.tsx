import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import type { UseQueryResult } from '@shop/data';
import type { CountryOption } from '@shop/types';
import { Button, EmptyState, FormAlert, PopupFrame, TextField, VisuallyHidden } from '@shop/ui';
import { browserCountryChangeEnv } from '../../location/browser-location';
import { type LocationChoice, changeLocation } from '../../location/country-change';
import type { PopupComponent } from '../shell-popups';
import styles from './location-choose.module.css';
import { useCitiesQuery, useCountriesQuery } from './api/location-queries';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../error-codes';

type SearchRef = Ref<HTMLInputElement & HTMLTextAreaElement>;

interface ChoiceStepProps<T> {
  heading: string;
  search: { name: string; label: string; value: string; onChange: (value: string) => void };
  searchRef: SearchRef;
  /** Shown above the heading (the way back) and between the search and the list. */
  before?: ReactNode;
  between?: ReactNode;
  /** The query of the choices; its `refetch` is the retry after a failure. */
  options: UseQueryResult<readonly T[]>;
  children: (item: T) => { key: string; text: string; current: boolean; choose: () => void };
  disabled: boolean;
}

/** One step of the popup: its heading, a search and the list of choices. */
function ChoiceStep<T>({
  heading,
  search,
  searchRef,
  before,
  between,
  ...list
}: ChoiceStepProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {before}
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      <TextField ref={searchRef} type="search" autoComplete="off" {...search} />
      {between}
      <OptionList label={heading} {...list} />
    </section>
  );
}

type OptionListProps<T> = Pick<ChoiceStepProps<T>, 'options' | 'children' | 'disabled'> & {
  label: string;
};

/** A list of choices with its loading, error (retry) and empty states. */
function OptionList<T>({ label, options, children, disabled }: OptionListProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (options.status === 'pending')
    return (
      <p className={styles.state} role="status">
        {t('shell.location.loading')}
      </p>
    );
  if (options.status === 'error')
    return (
      <div className={styles.state}>
        <FormAlert>{t('shell.location.loadError')}</FormAlert>
        <Button variant="secondary" onClick={() => void options.refetch()}>
          {t('shell.location.retry')}
        </Button>
      </div>
    );
  if (options.data.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t('shell.location.nothing')}
        description={t('shell.location.nothingHint')}
      />
    );
  return (
    <ul className={styles.list} aria-label={label}>
      {options.data.map((item) => {
        const option = children(item);
        return (
          <li key={option.key}>
            <button
              type="button"
              className={styles.option}
              aria-current={option.current || undefined}
              disabled={disabled}
              onClick={option.choose}
            >
              {option.text}
              {option.current && <VisuallyHidden> {t('shell.location.selected')}</VisuallyHidden>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const matches = (name: string, query: string): boolean =>
  name.toLowerCase().includes(query.trim().toLowerCase());

/**
 * Location choose (docs/product/02-screens.md#popups, docs/product/04-states.md#country-change): the current location, the countries with a search, then the
 * cities of the chosen country with a search. A choice runs the country change of docs/product/04-states.md#country-change.
 */
const LocationChoosePopup: PopupComponent = ({ onClose }) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, ReactNode>) =>
    String(intl.formatMessage({ id }, values as Record<string, string>));
  const current = useBusState('location');
  const [country, setCountry] = useState<CountryOption | null>(null);
  const [countryQuery, setCountryQuery] = useState('');
  const [cityQuery, setCityQuery] = useState('');
  const [applying, setApplying] = useState(false);
  const [applyFailed, setApplyFailed] = useState(false);
  // The country search is local: a code or a part of a name.
  const countries = useCountriesQuery((all) =>
    all.filter(
      (c) => matches(c.name, countryQuery) || c.code === countryQuery.trim().toUpperCase(),
    ),
  );
  const cities = useCitiesQuery(country?.code ?? null, cityQuery);
  const countrySearch = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const citySearch = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const stepChanged = useRef(false);

  // Focus follows the step (not on opening: the dialog puts it on its first control).
  useEffect(() => {
    if (!stepChanged.current) {
      stepChanged.current = true;
      return;
    }
    (country ? citySearch : countrySearch).current?.focus();
  }, [country]);

  const choose = async (choice: LocationChoice) => {
    setApplying(true);
    setApplyFailed(false);
    try {
      const result = await changeLocation(choice, browserCountryChangeEnv());
      // A redirect or reload is leaving the page: the busy state stays until it has.
      if (result === 'update' || result === 'recalculate') onClose();
    } catch (error) {
      logError(SHELL_ERRORS.LOCATION_CHANGE_FAILED, 'location change failed', error);
      setApplying(false);
      setApplyFailed(true);
    }
  };

  const place = current ? [current.city, current.country].filter(Boolean).join(', ') : '';

  return (
    <PopupFrame title={t('shell.location.title')} onClose={onClose} variant="sheet">
      <div className={styles.popup}>
        {place && <p className={styles.current}>{t('shell.location.current', { place })}</p>}
        {applyFailed && <FormAlert>{t('shell.location.applyError')}</FormAlert>}
        {applying && (
          <p className={styles.applying} role="status">
            {t('shell.location.applying')}
          </p>
        )}
        {country === null ? (
          <ChoiceStep
            heading={t('shell.location.countries')}
            search={{
              name: 'country-search',
              label: t('shell.location.countrySearch'),
              value: countryQuery,
              onChange: setCountryQuery,
            }}
            searchRef={countrySearch}
            options={countries}
            disabled={applying}
          >
            {(item) => ({
              key: item.code,
              text: item.name,
              current: item.code === current?.countryIsoCode,
              choose: () => {
                setCityQuery('');
                setCountry(item);
              },
            })}
          </ChoiceStep>
        ) : (
          <ChoiceStep
            heading={t('shell.location.cities', { country: country.name })}
            search={{
              name: 'city-search',
              label: t('shell.location.citySearch'),
              value: cityQuery,
              onChange: setCityQuery,
            }}
            searchRef={citySearch}
            before={
              <Button variant="link" onClick={() => setCountry(null)}>
                ← {t('shell.location.back')}
              </Button>
            }
            between={
              <Button
                variant="secondary"
                block
                disabled={applying}
                onClick={() => void choose({ countryCode: country.code })}
              >
                {t('shell.location.wholeCountry', { country: country.name })}
              </Button>
            }
            options={cities}
            disabled={applying}
          >
            {(item) => ({
              key: `${item.city}|${item.region}`,
              text: item.city === item.region ? item.city : `${item.city}, ${item.region}`,
              current:
                item.country_iso_code === current?.countryIsoCode && item.city === current.city,
              choose: () => void choose({ countryCode: country.code, city: item }),
            })}
          </ChoiceStep>
        )}
      </div>
    </PopupFrame>
  );
};

export default LocationChoosePopup;

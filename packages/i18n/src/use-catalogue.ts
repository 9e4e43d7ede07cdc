import type { Locale } from '@shop/types';
import { use, useMemo } from 'react';

import { asCatalogue, type CatalogueSource, type MessageTable } from './locale-catalogue';

/**
 * A locale's table from a catalogue (or both tables), during render: at once when loaded
 * (the app awaited it before rendering, or Node/tests hold it), else the component suspends
 * until its chunk arrives — e.g. a remote's popup or card rendered by another app.
 */
export function useCatalogue<M extends MessageTable>(
  source: CatalogueSource<M>,
  locale: Locale,
): M {
  const catalogue = useMemo(() => asCatalogue(source), [source]);
  return catalogue.peek(locale) ?? use(catalogue.load(locale));
}

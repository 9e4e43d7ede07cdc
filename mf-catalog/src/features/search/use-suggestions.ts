import { useEffect, useRef, useState } from 'react';
import type { SearchSuggestResponse } from '@shop/types';
import { isAbort } from '../../api/client';
import { fetchSuggestions } from './api/fetch-suggestions';
import { logError } from '@shop/error-codes';
import { CATALOG_ERRORS } from '../../error-codes';

/** Suggestions start from this many characters. */
export const SUGGEST_FROM_CHARACTERS = 2;

/**
 * The pause after a keystroke before asking: a burst of typing sends one request, and with
 * the API's answer (a few milliseconds, docs/benchmark.md) and the round trip the list shows
 * within 150 ms of the last keystroke (E2E measures 80–110 ms on this 2-core machine).
 */
export const SUGGEST_DELAY_MS = 60;

export type Suggestions =
  | { status: 'idle' }
  /** `previous`: the last answer, kept on screen while the next one comes. */
  | { status: 'loading'; query: string; previous: SearchSuggestResponse | null }
  | { status: 'success'; query: string; data: SearchSuggestResponse }
  | { status: 'error'; query: string };

/**
 * Suggestions for `text` (trimmed; idle below SUGGEST_FROM_CHARACTERS): asked SUGGEST_DELAY_MS
 * after the last change, the request in flight cancelled when the text changes again (as the
 * pickup-point search does), answers kept for the field's life (deleting a letter shows the
 * earlier answer at once).
 */
export function useSuggestions(text: string): Suggestions {
  const query = text.trim();
  const answers = useRef(new Map<string, SearchSuggestResponse>());
  const last = useRef<SearchSuggestResponse | null>(null);
  const [state, setState] = useState<Suggestions>({ status: 'idle' });

  useEffect(() => {
    if (query.length < SUGGEST_FROM_CHARACTERS) {
      setState({ status: 'idle' });
      return;
    }
    const known = answers.current.get(query);
    if (known) {
      last.current = known;
      setState({ status: 'success', query, data: known });
      return;
    }
    setState({ status: 'loading', query, previous: last.current });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (data) => {
          answers.current.set(query, data);
          last.current = data;
          setState({ status: 'success', query, data });
        },
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          logError(CATALOG_ERRORS.SUGGESTIONS_FAILED, 'suggestions failed', error);
          setState({ status: 'error', query });
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}

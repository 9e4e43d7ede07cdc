import type { Locale } from '@shop/types';

/** One locale's interface texts: message id → ICU text (an AST once precompiled, ADR 11). */
export type MessageTable = Readonly<Record<string, string>>;

/** A translation of `T`: exactly T's keys (none missing, none extra), each with a text. */
export type Translation<T> = Readonly<Record<keyof T, string>>;

/**
 * The interface texts of one app (or the shared ones), by locale. In the browser only the
 * storefront's locale is downloaded, from a chunk of its own (ADR 18); Node and tests hold
 * both locales at hand.
 */
export interface LocaleCatalogue<M extends MessageTable = MessageTable> {
  /** The locale's texts when they are loaded, else undefined. */
  peek(locale: Locale): M | undefined;
  /** Loads the locale's texts once; every later call answers the same promise. */
  load(locale: Locale): Promise<M>;
}

/**
 * A catalogue whose locales are loaded on demand, e.g.
 * `{ ru: () => import(/* webpackChunkName: "messages-ru" *\/ './ru').then((m) => m.messages) }`.
 * The locale in the chunk's name lets the shell's server preload the right file.
 */
export function lazyCatalogue<M extends MessageTable>(
  loaders: Readonly<Record<Locale, () => Promise<M>>>,
): LocaleCatalogue<M> {
  const loaded = new Map<Locale, M>();
  const pending = new Map<Locale, Promise<M>>();
  return {
    peek: (locale) => loaded.get(locale),
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = loaders[locale]().then((table) => {
          loaded.set(locale, table);
          return table;
        });
        // A chunk that failed to load (network, a redeploy) is requested again next time.
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
  };
}

/** A catalogue with every locale at hand (Node builds, tests). */
export function eagerCatalogue<M extends MessageTable>(
  tables: Readonly<Record<Locale, M>>,
): LocaleCatalogue<M> {
  return {
    peek: (locale) => tables[locale],
    load: (locale) => Promise.resolve(tables[locale]),
  };
}

/** Both locales' tables (what Node code and tests pass) or a catalogue. */
export type CatalogueSource<M extends MessageTable = MessageTable> =
  Readonly<Record<Locale, M>> | LocaleCatalogue<M>;

function isCatalogue<M extends MessageTable>(
  source: CatalogueSource<M>,
): source is LocaleCatalogue<M> {
  return typeof (source as Partial<LocaleCatalogue<M>>).load === 'function';
}

/** The source as a catalogue: tables become an eager one. */
export function asCatalogue<M extends MessageTable>(
  source: CatalogueSource<M>,
): LocaleCatalogue<M> {
  return isCatalogue(source) ? source : eagerCatalogue(source);
}

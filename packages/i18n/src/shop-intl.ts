import type { Locale } from '@shop/types';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

import { DEFAULT_LOCALE } from './locales';
import { reportIntlError } from './report-intl-error';

/** Formatters (number, plural, each message's) shared by every intl object of this bundle. */
const formatters = createIntlCache();

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];
type MessageFormat = ReturnType<GetMessageFormat>;

/** The formatters made with one formats object: by a message's text, or by its parsed form. */
interface FormattersOf {
  byText: Map<string, MessageFormat>;
  byParsed: WeakMap<object, Map<string, MessageFormat>>;
}

/**
 * Each message's formatter by the formats it was made with (one object per intl config, the
 * library's defaults shared by all), then by the message (its text, or its parsed form: the
 * builds' tables are parsed at build time, so each message is one object for the page's
 * life), then by locale and options.
 */
const messageFormats = new WeakMap<object, FormattersOf>();

/**
 * react-intl finds a message's formatter in its cache by a key it makes with JSON.stringify of
 * every argument, on every formatMessage, a parsed message's whole tree included: a listing's
 * messages spent ~0.2 ms of each server render in it, and the browser as much in hydration
 * (issues #21, #22). The same formatter is found here by the message itself. A call this does
 * not know (several locales, other options) goes to the library's own cache.
 */
function findFormatsByMessage(getMessageFormat: GetMessageFormat): GetMessageFormat {
  return (message, locales, formats, options) => {
    const { formatters: own, ignoreTag, ...other } = options ?? {};
    if (typeof locales !== 'string' || !formats || Object.keys(other).length > 0)
      return getMessageFormat(message, locales, formats, options);
    let kept = messageFormats.get(formats);
    if (!kept) messageFormats.set(formats, (kept = { byText: new Map(), byParsed: new WeakMap() }));
    const variant = `${locales}|${ignoreTag ? 1 : 0}${own ? 1 : 0}`;
    let byKey: Map<string, MessageFormat>;
    let key = variant;
    if (typeof message === 'string') {
      byKey = kept.byText;
      key = `${variant}|${message}`;
    } else {
      byKey = kept.byParsed.get(message) ?? new Map<string, MessageFormat>();
      kept.byParsed.set(message, byKey);
    }
    let format = byKey.get(key);
    if (!format) byKey.set(key, (format = getMessageFormat(message, locales, formats, options)));
    return format;
  };
}

/**
 * An intl object as every app formats with (ShopIntlProvider's, translate's): its locale and
 * table, the default locale, a missing or broken message reported.
 */
export function createShopIntl(
  locale: Locale,
  messages: Readonly<Record<string, string>>,
): IntlShape {
  const intl = createIntl(
    { locale, defaultLocale: DEFAULT_LOCALE, messages, onError: reportIntlError },
    formatters,
  );
  // formatMessage was bound to this object: replacing its member is what reaches it.
  intl.formatters.getMessageFormat = findFormatsByMessage(intl.formatters.getMessageFormat);
  return intl;
}

/**
 * Builds the browser's lists of supported locales, in tasks of their own. createIntl checks its
 * locale against them, and the first check of a page builds them: ~10 ms on a fast desktop,
 * ~50 ms on Lighthouse's phone, inside the first hydration's task (issue #21). Called by the
 * shell at its start, it runs while the registry and the texts download, before any intl
 * object is made; later checks find the lists built. A served page's inline starter builds
 * them sooner, while the shell's script downloads (shell/server/page-head.ts).
 */
export function warmLocaleLists(locale: Locale): void {
  // Two tasks: the number formats' list alone is most of it.
  setTimeout(() => Intl.NumberFormat.supportedLocalesOf(locale), 0);
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(locale), 0);
}

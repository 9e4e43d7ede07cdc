import { parse } from '@formatjs/icu-messageformat-parser';
import { createShopIntl, warmLocaleLists } from './shop-intl';

const messages = {
  'cart.items':
    '{count, plural, one {# изделие} few {# изделия} many {# изделий} other {# изделия}}',
  'card.price': 'Цена: {price}',
  'card.note': 'Только <b>сегодня</b>',
};

describe('createShopIntl', () => {
  it('formats messages with values, plurals and tags', () => {
    const intl = createShopIntl('ru', messages);
    expect(intl.formatMessage({ id: 'cart.items' }, { count: 1 })).toBe('1 изделие');
    expect(intl.formatMessage({ id: 'cart.items' }, { count: 3 })).toBe('3 изделия');
    expect(intl.formatMessage({ id: 'cart.items' }, { count: 5 })).toBe('5 изделий');
    expect(intl.formatMessage({ id: 'card.price' }, { price: '8 400 ₽' })).toBe('Цена: 8 400 ₽');
    expect(intl.formatMessage({ id: 'card.note' }, { b: (parts) => `[${parts.join('')}]` })).toBe(
      'Только [сегодня]',
    );
    expect(intl.formatMessage({ id: 'card.note' }, undefined, { ignoreTag: true })).toBe(
      'Только <b>сегодня</b>',
    );
  });

  it('keeps a formatter per locale: the same text formats by each locale’s rules', () => {
    const table = { 'cart.items': messages['cart.items'] };
    // Russian's "many" and English's "other" for 5; both "one" for 1, but only Russian's for 21.
    expect(createShopIntl('ru', table).formatMessage({ id: 'cart.items' }, { count: 5 })).toBe(
      '5 изделий',
    );
    expect(createShopIntl('en', table).formatMessage({ id: 'cart.items' }, { count: 5 })).toBe(
      '5 изделия',
    );
    expect(createShopIntl('ru', table).formatMessage({ id: 'cart.items' }, { count: 21 })).toBe(
      '21 изделие',
    );
    expect(createShopIntl('en', table).formatMessage({ id: 'cart.items' }, { count: 21 })).toBe(
      '21 изделия',
    );
  });

  it('finds a message’s formatter again by its text, without serializing the call', () => {
    const intl = createShopIntl('ru', messages);
    intl.formatMessage({ id: 'card.price' }, { price: '1 ₽' });
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(intl.formatMessage({ id: 'card.price' }, { price: '2 ₽' })).toBe('Цена: 2 ₽');
      // Another intl object of the bundle (a new provider, translate) finds it too.
      const other = createShopIntl('ru', messages);
      expect(other.formatMessage({ id: 'card.price' }, { price: '3 ₽' })).toBe('Цена: 3 ₽');
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
  });

  it('finds a parsed message’s formatter again by the parsed message, as the builds’ tables are', () => {
    // The builds parse every table at build time (precompile-messages-loader).
    const parsed = Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [id, parse(text)]),
    ) as unknown as Record<string, string>;
    const ru = createShopIntl('ru', parsed);
    const en = createShopIntl('en', parsed);
    // Each formatter made once (the library's own cache makes it), then found again.
    expect(ru.formatMessage({ id: 'cart.items' }, { count: 5 })).toBe('5 изделий');
    expect(en.formatMessage({ id: 'cart.items' }, { count: 5 })).toBe('5 изделия');
    expect(ru.formatMessage({ id: 'card.price' }, { price: '4 ₽' })).toBe('Цена: 4 ₽');
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(ru.formatMessage({ id: 'cart.items' }, { count: 2 })).toBe('2 изделия');
      expect(en.formatMessage({ id: 'cart.items' }, { count: 21 })).toBe('21 изделия');
      expect(ru.formatMessage({ id: 'card.price' }, { price: '5 ₽' })).toBe('Цена: 5 ₽');
      // The library keys a message's formatter by JSON.stringify(arguments) of [message,
      // locale, formats, options]; number and plural formatters (inside a plural) by their own
      // small arguments ([locale, options]), as before.
      const messageKeys = stringify.mock.calls.filter(([value]) => {
        const args = (value as ArrayLike<unknown> | undefined)?.[0];
        return Array.isArray(args) && Array.isArray(args[0]);
      });
      expect(messageKeys).toEqual([]);
    } finally {
      stringify.mockRestore();
    }
  });

  it('hands a call it does not know to the library: each still formats', () => {
    const { formatters } = createShopIntl('ru', messages);
    const text = 'Цена: {price}';
    const values = { price: '5 ₽' };
    expect(formatters.getMessageFormat(text, 'ru').format(values)).toBe('Цена: 5 ₽');
    expect(formatters.getMessageFormat(text, ['ru', 'en'], {}).format(values)).toBe('Цена: 5 ₽');
    expect(formatters.getMessageFormat(text, 'ru', {}, { ignoreTag: true }).format(values)).toBe(
      'Цена: 5 ₽',
    );
    expect(
      formatters
        .getMessageFormat(text, 'ru', {}, { formatters: undefined, ignoreTag: false })
        .format(values),
    ).toBe('Цена: 5 ₽');
  });
});

describe('warmLocaleLists', () => {
  it('builds the locale lists createIntl checks, in tasks after the current one', () => {
    jest.useFakeTimers();
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      warmLocaleLists('en');
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(numbers).toHaveBeenCalledWith('en');
      expect(dates).toHaveBeenCalledWith('en');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
      jest.useRealTimers();
    }
  });
});

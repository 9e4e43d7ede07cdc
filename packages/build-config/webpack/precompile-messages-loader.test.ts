import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// A CommonJS webpack loader: required as webpack requires it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const precompileMessages = require('./precompile-messages-loader') as (
  this: unknown,
  source: string,
) => Promise<void>;

function runLoader(source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: '/app/src/i18n/messages.ts',
      async: () => (error: Error | null, output?: string) =>
        error ? reject(error) : resolve(output ?? ''),
    };
    void precompileMessages.call(context, source);
  });
}

/** Evaluates the loader's output (a module body assigning `ru`) and returns the table. */
function tableOf(output: string): Record<string, MessageFormatElement[] | string> {
  return new Function(`${output.replace('export const ru =', 'return')}`)() as Record<
    string,
    MessageFormatElement[]
  >;
}

describe('precompile-messages-loader', () => {
  const source = `export const ru = {
    "cart.total": "Итого: {sum}",
    "cart.items": "{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}",
    notAMessage: "left as it is",
  };`;

  it('replaces every message text by the AST that formats to the same result', async () => {
    const table = tableOf(await runLoader(source));
    expect(Array.isArray(table['cart.total'])).toBe(true);
    const format = (id: string, values: Record<string, unknown>) =>
      new IntlMessageFormat(table[id] as MessageFormatElement[], 'ru').format(values);
    expect(format('cart.total', { sum: '12 500 ₽' })).toBe('Итого: 12 500 ₽');
    expect(format('cart.items', { count: 21 })).toBe('21 товар');
    expect(format('cart.items', { count: 5 })).toBe('5 товаров');
    expect(table.notAMessage).toBe('left as it is');
  });

  it('fails the build for a message that is not a plain literal, which would ship uncompiled', async () => {
    await expect(
      runLoader('const name = "x"; export const ru = { "cart.title": `Hi ${name}` };'),
    ).rejects.toThrow('message cart.title must be a plain string literal');
  });

  it('fails the build for a text the ICU parser rejects', async () => {
    await expect(
      runLoader('export const ru = { "cart.broken": "{count, plural," };'),
    ).rejects.toThrow(/precompile-messages.*messages\.ts/);
  });
});

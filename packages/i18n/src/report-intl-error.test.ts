import { MissingTranslationError, UnsupportedFormatterError } from 'react-intl';

import { reportIntlError } from './report-intl-error';

// Module-scoped: these tests run without Node typings.
declare const process: { env: Record<string, string | undefined> };

const missing = () => new MissingTranslationError({ id: 'cart.title' }, 'ru');
const unsupported = () => new UnsupportedFormatterError('no formatter');

describe('reportIntlError', () => {
  it.each([
    ['a missing message', missing, 'development', true],
    ['a missing message', missing, 'test', true],
    ['a missing message', missing, 'production', false],
    ['a formatting error', unsupported, 'development', true],
    ['a formatting error', unsupported, 'production', true],
  ])('reports %s with NODE_ENV=%s: %s', (_what, makeError, nodeEnv, reported) => {
    jest.replaceProperty(process, 'env', { ...process.env, NODE_ENV: nodeEnv });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = makeError();
    reportIntlError(error);
    expect(consoleError.mock.calls).toEqual(reported ? [[error]] : []);
  });
});

import {
  codesOf,
  defineErrorCodes,
  errorText,
  isErrorRegistry,
  logError,
  logWarning,
  prefixOf,
} from './index';

const info = { source: 'demo', prefixes: ['DEMO', 'DEMO-SSR'] };

describe('defineErrorCodes', () => {
  it('maps each constant to its code, meaning and source', () => {
    const codes = defineErrorCodes(info, {
      LOST: ['DEMO-001', 'Something was lost'],
      SLOW: ['DEMO-SSR-001', 'A render was slow'],
    });
    expect(codes.LOST).toEqual({ code: 'DEMO-001', meaning: 'Something was lost', source: 'demo' });
    expect(codesOf(codes).map((entry) => entry.code)).toEqual(['DEMO-001', 'DEMO-SSR-001']);
    expect(isErrorRegistry(codes)).toBe(true);
    expect(isErrorRegistry({ LOST: codes.LOST })).toBe(false);
  });

  it('refuses a code given twice, a foreign prefix and a malformed code', () => {
    expect(() => defineErrorCodes(info, { A: ['DEMO-001', 'a'], B: ['DEMO-001', 'b'] })).toThrow(
      'DEMO-001 is given twice: A and B',
    );
    expect(() => defineErrorCodes(info, { A: ['SHELL-001', 'a'] })).toThrow('does not own');
    expect(() => defineErrorCodes(info, { A: ['DEMO-1', 'a'] })).toThrow('is not a code');
  });

  it('reads a prefix', () => {
    expect(prefixOf('SHELL-SSR-001')).toBe('SHELL-SSR');
    expect(prefixOf('GD-1002')).toBeNull();
  });
});

describe('logError, logWarning, errorText', () => {
  const codes = defineErrorCodes(info, { LOST: ['DEMO-001', 'Something was lost'] });

  it('write "[source] CODE detail" with the details after it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cause = new Error('boom');
    logError(codes.LOST, 'the list', cause);
    logWarning(codes.LOST, 'the list again');
    expect(error).toHaveBeenCalledWith('[demo] DEMO-001 the list', cause);
    expect(warn).toHaveBeenCalledWith('[demo] DEMO-001 the list again');
    expect(errorText(codes.LOST, 'gone')).toBe('DEMO-001 gone');
  });
});

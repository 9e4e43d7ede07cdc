/**
 * Apps import @shop/types for types only: the route schemas (ADR 24) must not reach an app's
 * bundle through the package's main entry, which re-exports api.ts' derived types.
 */
import * as types from '../index';
import * as schemas from './index';

describe('@shop/types main entry', () => {
  it('exports no route schema at run time', () => {
    // Objects only: a shared number (a length limit) is a constant, not a schema.
    const schemaValues = new Set<unknown>(
      Object.values(schemas).filter((value) => typeof value === 'object' && value !== null),
    );
    const leaked = Object.entries(types)
      .filter(([, value]) => schemaValues.has(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });

  it('the schemas entry has the route schemas (the check above compares with them)', () => {
    expect(Object.keys(schemas).length).toBeGreaterThan(50);
    expect(schemas.CartResponse).toMatchObject({ type: 'object' });
  });
});

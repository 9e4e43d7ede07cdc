import { firstPurchaseReport } from './purchase-once';

describe('firstPurchaseReport', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is true once per order id, also across reloads (same storage)', () => {
    expect(firstPurchaseReport(window.sessionStorage, 7)).toBe(true);
    expect(firstPurchaseReport(window.sessionStorage, 7)).toBe(false);
    expect(firstPurchaseReport(window.sessionStorage, 8)).toBe(true);
  });
});

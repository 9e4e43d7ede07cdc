import type { OrderCreateResponse } from '@shop/types';
import { cartChangedBy, orderFailure } from './order-error';

const failed = (patch: Partial<OrderCreateResponse>): OrderCreateResponse => ({
  result: null,
  cartChanged: false,
  error: null,
  code: null,
  errors: null,
  ...patch,
});

describe('orderFailure (docs/product/08-messages.md#order-creation-failures order creation rules, in order)', () => {
  it('is null for a created order', () => {
    const created = failed({ result: { orderId: 1, redirectUrl: '/x', paymentRequired: false } });
    expect(orderFailure(created)).toBeNull();
  });

  it('cartChanged with an error opens the removed-from-stock popup', () => {
    expect(orderFailure(failed({ cartChanged: true, error: 'gone', code: 'x' }))).toEqual({
      kind: 'removed-from-stock',
    });
  });

  it('cartChanged without an error falls through to the next rules', () => {
    expect(orderFailure(failed({ cartChanged: true, code: 'phone_not_confirmed' }))).toEqual({
      kind: 'message',
      key: 'error.phone.notConfirmed',
      hint: false,
    });
  });

  it('shows the server text before the code', () => {
    expect(orderFailure(failed({ error: 'Server says', code: 'phone_not_confirmed' }))).toEqual({
      kind: 'text',
      text: 'Server says',
      hint: false,
    });
  });

  it("names what is wrong with a certificate bought with the cart, which has no field on the form, before the server's general text", () => {
    const ownMail = failed({
      error: 'Проверьте правильность заполнения полей',
      code: 'validation_failed',
      errors: {
        email: [],
        'deposits.0.recipientEmail': ['cannot send a certificate to your own mail'],
      },
    });
    expect(orderFailure(ownMail)).toEqual({
      kind: 'message',
      key: 'error.certificate.ownEmail',
      hint: false,
    });
    const unknownReason = failed({ error: 'Check', errors: { 'deposits.0.designId': ['x'] } });
    expect(orderFailure(unknownReason)).toEqual({ kind: 'text', text: 'Check', hint: false });
  });

  it('joins the field errors when there is neither text nor a known code', () => {
    expect(
      orderFailure(failed({ code: 'strange', errors: { phone: ['bad phone'], email: ['bad'] } })),
    ).toEqual({ kind: 'text', text: 'bad phone, bad', hint: false });
  });

  it('falls back to Unknown error with the hint', () => {
    expect(orderFailure(failed({}))).toEqual({
      kind: 'message',
      key: 'order.error.unknown',
      hint: true,
    });
  });

  it('no answer → No data is received from the server with the hint', () => {
    expect(orderFailure(null)).toEqual({ kind: 'message', key: 'order.error.noData', hint: true });
  });
});

describe('cartChangedBy: when the checkout shows the cart again after a refusal', () => {
  it('after items ran out, after a promo code or certificate that stopped paying left the cart, and when the goods cost more than shown', () => {
    expect(cartChangedBy(failed({ cartChanged: true, error: 'gone' }))).toBe(true);
    expect(
      cartChangedBy(failed({ code: 'promocode_expired', error: 'Срок действия промокода истёк' })),
    ).toBe(true);
    expect(cartChangedBy(failed({ code: 'certificate_expired', error: 'expired' }))).toBe(true);
    expect(cartChangedBy(failed({ code: 'certificate_used_up', error: 'spent' }))).toBe(true);
    expect(cartChangedBy(failed({ code: 'total_changed', error: 'changed' }))).toBe(true);
    // Its expired-code refusal says "the promo code has expired" (rule 2), not "removed from stock".
    expect(orderFailure(failed({ code: 'promocode_expired', error: 'Срок истёк' }))).toEqual({
      kind: 'text',
      text: 'Срок истёк',
      hint: false,
    });
  });

  it('not after a refusal that left the cart as it was, nor after an order', () => {
    expect(cartChangedBy(failed({ code: 'phone_not_confirmed' }))).toBe(false);
    expect(cartChangedBy(failed({ code: 'validation_failed', errors: { email: ['x'] } }))).toBe(
      false,
    );
    expect(cartChangedBy(null)).toBe(false);
    expect(
      cartChangedBy(failed({ result: { orderId: 1, redirectUrl: '/x', paymentRequired: false } })),
    ).toBe(false);
  });
});

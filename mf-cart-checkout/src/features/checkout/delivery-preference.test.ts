import { deliveryOptionFixture } from '../../testing/checkout-form-testing';
import {
  deliveryMethodOf,
  initialDelivery,
  readDeliveryPreference,
  writeDeliveryPreference,
} from './delivery-preference';

const option = deliveryOptionFixture;

// What the API offers a Moscow cart (courier, express, same day, pickup point, shop, pickup).
const moscow = [
  option(1, { selected: true }),
  option(7, { price: 1500 }),
  option(5, { price: 1000 }),
  option(2),
  option(3),
  option(6),
];

describe('deliveryMethodOf (docs/product/04-states.md#delivery-methods-and-types: courier or pickup)', () => {
  it('counts the courier services as courier and the pickup kinds as pickup', () => {
    expect([1, 5, 7].map(deliveryMethodOf)).toEqual(['courier', 'courier', 'courier']);
    expect([2, 3, 6].map(deliveryMethodOf)).toEqual(['pickup', 'pickup', 'pickup']);
    expect(deliveryMethodOf(4)).toBeNull();
  });
});

describe('initialDelivery', () => {
  it('restores a pickup preference as pickup, never as a paid courier service', () => {
    expect(initialDelivery(moscow, 'pickup')?.typeId).toBe(6);
    expect(initialDelivery([option(1), option(7), option(2), option(3)], 'pickup')?.typeId).toBe(2);
    // The UAE: courier and a shop.
    expect(initialDelivery([option(1), option(3)], 'pickup')?.typeId).toBe(3);
  });

  it('skips a pickup kind that is closed', () => {
    expect(
      initialDelivery([option(1), option(6, { disabled: true }), option(3)], 'pickup')?.typeId,
    ).toBe(3);
  });

  it("keeps the cart's choice for a courier preference, none, or no pickup offered", () => {
    expect(initialDelivery(moscow, 'courier')?.typeId).toBe(1);
    expect(initialDelivery(moscow, null)?.typeId).toBe(1);
    expect(initialDelivery([option(1), option(7, { selected: true })], 'pickup')?.typeId).toBe(7);
    expect(initialDelivery([option(1), option(7)], 'pickup')?.typeId).toBe(1);
    expect(initialDelivery([], 'pickup')).toBeUndefined();
  });
});

describe('the preference cookie', () => {
  afterEach(() => {
    document.cookie = 'delivery_method=; path=/; max-age=0';
  });

  it('keeps courier or pickup and reads nothing else', () => {
    expect(readDeliveryPreference()).toBeNull();
    writeDeliveryPreference('pickup');
    expect(readDeliveryPreference()).toBe('pickup');
    writeDeliveryPreference('courier');
    expect(readDeliveryPreference()).toBe('courier');
    document.cookie = 'delivery_method=express; path=/';
    expect(readDeliveryPreference()).toBeNull();
  });
});

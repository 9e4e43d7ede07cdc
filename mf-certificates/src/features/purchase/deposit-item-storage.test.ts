import { CUSTOM_AMOUNT, type CertificateItemValues } from './certificate-rules';
import {
  DEPOSIT_ITEM_STORAGE_KEY,
  clearDepositItem,
  itemFromValues,
  loadDepositItem,
  orderItemOf,
  saveDepositItem,
  valuesFromItem,
} from './deposit-item-storage';

const empty: CertificateItemValues = {
  designId: '',
  denomination: '',
  customAmount: '',
  recipientName: '',
  recipientEmail: '',
  sendDate: '10.10.2040',
  message: '',
};

describe('deposit order item in session storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps amount, design and send date across a reload, a free amount as typed', () => {
    const chosen = {
      ...empty,
      designId: '3',
      denomination: CUSTOM_AMOUNT,
      customAmount: '5000',
      sendDate: '24.12.2040',
      recipientEmail: 'friend@example.com',
    };
    saveDepositItem(itemFromValues(chosen));
    const stored = loadDepositItem();
    expect(stored).toEqual({
      amount: 5000,
      designId: 3,
      sendDate: '2040-12-24',
      customAmount: true,
      recipientEmail: 'friend@example.com',
    });
    expect(valuesFromItem(stored!, empty)).toEqual(chosen);
    expect(orderItemOf(stored!)).toEqual({
      amount: 5000,
      designId: 3,
      sendDate: '2040-12-24',
      recipientEmail: 'friend@example.com',
    });
  });

  it('restores a preset denomination as that choice', () => {
    saveDepositItem(itemFromValues({ ...empty, designId: '1', denomination: '3000' }));
    expect(valuesFromItem(loadDepositItem()!, empty)).toMatchObject({
      designId: '1',
      denomination: '3000',
      customAmount: '',
    });
  });

  it('has no order item until amount and design are known', () => {
    expect(orderItemOf(itemFromValues(empty))).toBeNull();
  });

  it('forgets the item after an order, and ignores what it cannot read', () => {
    saveDepositItem(itemFromValues({ ...empty, designId: '2', denomination: '5000' }));
    clearDepositItem();
    expect(loadDepositItem()).toBeNull();
    window.sessionStorage.setItem(DEPOSIT_ITEM_STORAGE_KEY, '{oops');
    expect(loadDepositItem()).toBeNull();
    window.sessionStorage.setItem(DEPOSIT_ITEM_STORAGE_KEY, JSON.stringify({ amount: 'a lot' }));
    expect(loadDepositItem()).toBeNull();
  });
});

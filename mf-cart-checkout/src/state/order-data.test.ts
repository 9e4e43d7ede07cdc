import {
  emptyCheckoutValues,
  loadOrderData,
  restoreOrderData,
  saveOrderData,
  type RestoreContext,
} from './order-data';

const russia: RestoreContext = {
  country: 'RU',
  isAuth: false,
  onlyOnlineCertificates: false,
  deliveryTypeIds: [1, 2, 3, 6],
};
const abroad: RestoreContext = { ...russia, country: 'US', deliveryTypeIds: [1] };

describe('restoreOrderData (docs/product/04-states.md#restoring-saved-order-data)', () => {
  it('turns online-certificate delivery into courier in Russia when the cart has products', () => {
    expect(restoreOrderData({ delivery_method_id: '4' }, russia).delivery_method_id).toBe('1');
  });

  it('turns online-certificate delivery into the first cart type elsewhere', () => {
    const context = { ...abroad, deliveryTypeIds: [3, 1] };
    expect(restoreOrderData({ delivery_method_id: '4' }, context).delivery_method_id).toBe('3');
  });

  it('keeps online-certificate delivery for a cart of online certificates only', () => {
    const context = { ...russia, onlyOnlineCertificates: true, deliveryTypeIds: [4] };
    expect(restoreOrderData({ delivery_method_id: '4' }, context).delivery_method_id).toBe('4');
  });

  it.each(['2', '3'])('replaces pickpoint/shop (%s) outside Russia by the first type', (id) => {
    expect(restoreOrderData({ delivery_method_id: id }, abroad).delivery_method_id).toBe('1');
  });

  it.each(['2', '3'])('keeps pickpoint/shop (%s) in Russia', (id) => {
    expect(restoreOrderData({ delivery_method_id: id }, russia).delivery_method_id).toBe(id);
  });

  it('drops phone, email and fio for a logged-in user but keeps the address', () => {
    const restored = restoreOrderData(
      { phone: '+7 (900) 000-00-00', email: 'a@b.ru', fio: 'Анна', address: 'Москва' },
      { ...russia, isAuth: true },
    );
    expect(restored).toEqual({ address: 'Москва' });
  });

  it('keeps contact data for a guest and never restores a comment', () => {
    const restored = restoreOrderData({ phone: '+79000000000', comment: 'hi' }, russia);
    expect(restored).toEqual({ phone: '+79000000000' });
  });
});

describe('saveOrderData / loadOrderData', () => {
  it('saves every field except the comment', () => {
    const values = { ...emptyCheckoutValues(), address: 'Тверская 1', comment: 'secret' };
    saveOrderData(window.localStorage, values);
    const loaded = loadOrderData(window.localStorage);
    expect(loaded.address).toBe('Тверская 1');
    expect(loaded).not.toHaveProperty('comment');
  });

  it('treats broken storage content as nothing saved', () => {
    window.localStorage.setItem('shop.orderData', '{broken');
    expect(loadOrderData(window.localStorage)).toEqual({});
  });
});

import { mergeMessages } from './merge-messages';

describe('mergeMessages', () => {
  it.each([
    [{ 'a.x': 'shared' }, {}, { 'a.x': 'shared' }],
    [{}, { 'cart.title': 'Корзина' }, { 'cart.title': 'Корзина' }],
    [{ 'a.x': 'shared', 'a.y': 'kept' }, { 'a.x': 'own' }, { 'a.x': 'own', 'a.y': 'kept' }],
  ])('%j under %j gives %j', (shared, own, expected) => {
    expect(mergeMessages(shared, own)).toEqual(expected);
  });

  it('changes neither input', () => {
    const shared = { 'a.x': 'shared' };
    const own = { 'a.x': 'own' };
    mergeMessages(shared, own);
    expect([shared, own]).toEqual([{ 'a.x': 'shared' }, { 'a.x': 'own' }]);
  });
});

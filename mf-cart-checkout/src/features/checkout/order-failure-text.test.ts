import { emptyCheckoutValues } from '../../state/order-data';
import { failureText, serverFieldErrors } from './order-failure-text';

const catalogue: Record<string, string> = {
  'order.error.noData': 'Нет ответа.',
  'order.error.retryHint': 'Попробуйте ещё раз.',
  'error.phone.notConfirmed': 'Подтвердите телефон.',
};
const formatMessage = ({ id }: { id: string }) => catalogue[id] ?? `?${id}`;

describe('failureText (the alert under the order button)', () => {
  it('a catalogued failure with the retry hint', () => {
    expect(
      failureText({ kind: 'message', key: 'order.error.noData', hint: true }, formatMessage),
    ).toBe('Нет ответа. Попробуйте ещё раз.');
  });

  it('a catalogued failure without the hint', () => {
    const failure = { kind: 'message', key: 'error.phone.notConfirmed', hint: false } as const;
    expect(failureText(failure, formatMessage)).toBe('Подтвердите телефон.');
  });

  it('the server’s own text as it is', () => {
    expect(failureText({ kind: 'text', text: 'Склад закрыт', hint: false }, formatMessage)).toBe(
      'Склад закрыт',
    );
  });

  it('nothing for removed-from-stock: its popup says it', () => {
    expect(failureText({ kind: 'removed-from-stock' }, formatMessage)).toBe('');
  });
});

describe('serverFieldErrors (server errors shown on the fields)', () => {
  it('the first text of each field the form has; unknown fields and empty lists are left out', () => {
    const errors = {
      email: ['Неверный email', 'второй текст'],
      address: [],
      'deposits.0.amount': ['не поле формы'],
      fio: ['Нужны имя и фамилия'],
    };
    expect(serverFieldErrors(errors, emptyCheckoutValues())).toEqual([
      ['email', 'Неверный email'],
      ['fio', 'Нужны имя и фамилия'],
    ]);
  });

  it('no errors, none shown', () => {
    expect(serverFieldErrors(null, emptyCheckoutValues())).toEqual([]);
    expect(serverFieldErrors(undefined, emptyCheckoutValues())).toEqual([]);
  });
});

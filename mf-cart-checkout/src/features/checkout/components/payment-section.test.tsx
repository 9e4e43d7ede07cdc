import { fireEvent, screen } from '@testing-library/react';
import type { PaymentMethod } from '@shop/types';
import { renderCheckoutSection } from '../../../testing/checkout-form-testing';
import { collectEvents } from '../../../testing/popup-testing';
import { PaymentSection } from './payment-section';

const method = (id: number, code: string, title: string): PaymentMethod => ({
  id,
  code,
  title,
  subtitle: '',
  type: 'online',
  pay_page_type: 'redirect',
  messages: { notice: null, warning: null },
  disabled: false,
  selected: false,
});
const methods = [method(1, 'card', 'Картой онлайн'), method(2, 'dolyame', 'Долями')];

describe('PaymentSection', () => {
  it('instalments explain themselves in a popup with the order sum; a card does not', () => {
    const opened = collectEvents('popup:open');
    const step = jest.fn();
    const { form } = renderCheckoutSection(
      (f) => <PaymentSection form={f} methods={methods} finalSum={12500} step={step} />,
      { payment_method_id: '1' },
    );
    expect(screen.queryByRole('button', { name: 'Как работает оплата долями' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Долями/ }));
    expect(form().values.payment_method_id).toBe('2');
    expect(step).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Как работает оплата долями' }));
    expect(opened.events).toEqual([{ key: 'installment-info', props: { price: 12500 } }]);
    opened.stop();
  });
});

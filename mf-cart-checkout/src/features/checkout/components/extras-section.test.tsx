import { fireEvent, screen } from '@testing-library/react';
import { renderCheckoutSection } from '../../../testing/checkout-form-testing';
import { collectEvents } from '../../../testing/popup-testing';
import { ExtrasSection } from './extras-section';

describe('ExtrasSection', () => {
  it('a gift asks for its recipient', () => {
    const { form } = renderCheckoutSection((f) => <ExtrasSection form={f} />);
    expect(screen.queryByRole('textbox', { name: /Имя получателя/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Это подарок' }));
    expect(form().values.is_gift).toBe(true);
    expect(screen.getByRole('textbox', { name: /Имя получателя/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Телефон получателя/ }), {
      target: { value: '89991234567' },
    });
    expect(form().values.recipient_phone).toBe('+7 (999) 123-45-67');
  });

  it('the order comment is shown and edited in its popup', () => {
    const opened = collectEvents('popup:open');
    renderCheckoutSection((f) => <ExtrasSection form={f} />, { comment: 'Позвонить заранее' });
    expect(screen.getByTestId('order-comment')).toHaveTextContent('Позвонить заранее');
    fireEvent.click(screen.getByRole('button', { name: 'Изменить комментарий к заказу' }));
    expect(opened.events).toEqual([
      { key: 'order-comment', props: { comment: 'Позвонить заранее' } },
    ]);
    opened.stop();
  });
});

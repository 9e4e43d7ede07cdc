import { act, fireEvent, screen } from '@testing-library/react';
import { renderCheckoutSection } from '../../../testing/checkout-form-testing';
import { collectEvents } from '../../../testing/popup-testing';
import { DELIVERY_TYPE } from '../../../state/order-data';
import { PickpointChoice } from './pickpoint-choice';

const pickpoint = String(DELIVERY_TYPE.pickpoint);

describe('PickpointChoice', () => {
  it('without a point: opens the pickup-point popup for the cart with nothing selected', () => {
    const opened = collectEvents('popup:open');
    renderCheckoutSection((form) => <PickpointChoice form={form} />, {
      delivery_method_id: pickpoint,
    });
    expect(screen.queryByTestId('chosen-pickpoint')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать пункт выдачи' }));
    expect(opened.events).toEqual([
      { key: 'pickup-point-choose', props: { mode: 'cart', selectedId: undefined } },
    ]);
    opened.stop();
  });

  it('with a point: names it and offers to change it, the popup opening on it', () => {
    const opened = collectEvents('popup:open');
    renderCheckoutSection((form) => <PickpointChoice form={form} />, {
      delivery_method_id: pickpoint,
      pickpoint_number: 'CDEK-1001',
      pickpoint_full_address: 'Москва, ул. Ленина, 1',
    });
    expect(screen.getByTestId('chosen-pickpoint')).toHaveTextContent(
      'Пункт выдачи CDEK-1001: Москва, ул. Ленина, 1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Изменить пункт выдачи' }));
    expect(opened.events[0]?.props).toEqual({ mode: 'cart', selectedId: 'CDEK-1001' });
    opened.stop();
  });

  it('an order without a point shows the error on the button and focuses it', () => {
    const { form } = renderCheckoutSection((f) => <PickpointChoice form={f} />, {
      delivery_method_id: pickpoint,
    });
    act(() => {
      form().validateAll();
    });
    const button = screen.getByRole('button', { name: 'Выбрать пункт выдачи' });
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите пункт выдачи');
    expect(button).toHaveAttribute('aria-describedby', 'pickpoint-error');
    expect(button).toHaveFocus();
  });
});

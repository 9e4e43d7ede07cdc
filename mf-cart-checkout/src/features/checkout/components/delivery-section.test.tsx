import { act, fireEvent, screen } from '@testing-library/react';
import {
  deliveryOptionFixture,
  renderCheckoutSection,
} from '../../../testing/checkout-form-testing';
import { DELIVERY_TYPE } from '../../../state/order-data';
import { DeliverySection } from './delivery-section';

const option = deliveryOptionFixture;
const data = {
  delivery: [
    option(DELIVERY_TYPE.courier, { title: 'Курьером', price: 500, selected: true }),
    option(DELIVERY_TYPE.pickpoint, { title: 'В пункт выдачи' }),
  ],
  deliveryEstimations: [
    { typeId: DELIVERY_TYPE.courier, text: 'завтра', dateFrom: '2026-01-02', dateTo: '2026-01-02' },
  ],
};

beforeEach(() => {
  document.cookie = 'delivery_method=; path=/; max-age=0';
});

const renderDelivery = (step = jest.fn()) =>
  renderCheckoutSection(
    (form) => <DeliverySection form={form} data={data} locale="ru" country="RU" step={step} />,
    { delivery_method_id: String(DELIVERY_TYPE.courier) },
  );

describe('DeliverySection', () => {
  it('describes each option by price and estimate, and asks the courier for an address', () => {
    renderDelivery();
    const courier = screen.getByRole('radio', { name: /Курьером/ });
    expect(courier).toBeChecked();
    expect(screen.getByText(/500.*завтра/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Адрес/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выбрать пункт выдачи' })).toBeNull();
  });

  it('asks express and same-day delivery, courier services too, for the address', () => {
    const express = {
      ...data,
      delivery: [...data.delivery, option(7, { title: 'Экспресс-доставка', price: 1500 })],
    };
    renderCheckoutSection(
      (form) => (
        <DeliverySection form={form} data={express} locale="ru" country="RU" step={jest.fn()} />
      ),
      { delivery_method_id: '7' },
    );
    expect(screen.getByRole('radio', { name: /Экспресс-доставка/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Адрес/ })).toBeInTheDocument();
  });

  it('a chosen pickup point swaps the address for the pickup-point button, is remembered as pickup and is step 3', () => {
    const step = jest.fn();
    const { form } = renderDelivery(step);
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /В пункт выдачи/ }));
    });
    expect(form().values.delivery_method_id).toBe(String(DELIVERY_TYPE.pickpoint));
    expect(screen.queryByRole('textbox', { name: /Адрес/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Выбрать пункт выдачи' })).toBeInTheDocument();
    expect(document.cookie).toContain('delivery_method=pickup');
    expect(step).toHaveBeenCalledWith(3);
  });
});

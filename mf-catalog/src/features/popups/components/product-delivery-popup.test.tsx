import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { PickupPoint } from '@shop/types';
import { content, mockApiServer } from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { ProductDeliveryPopup } from './product-delivery-popup';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const point = { id: 'p1', address: 'Тверская, 1' } as PickupPoint;

mockApiServer(
  content.service({
    data: { data: { key: 'delivery', title: 'Delivery', body: 'Terms.', locale: 'en' } },
  }),
);

describe('product delivery popup', () => {
  beforeEach(() => resetBus());

  it("opens the pickup-point chooser in its 'other' mode for the shopper's city", () => {
    bus.set('location', {
      city: 'Казань',
      region: 'Татарстан',
      country: 'Россия',
      countryIsoCode: 'RU',
      isDefault: false,
    });
    renderWithShop(<ProductDeliveryPopup props={{ productId: 1 }} onClose={() => {}} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Pickup points nearby' }));
    const chooser = bus.get('popup').open.find((p) => p.key === 'pickup-point-choose');
    expect(chooser?.props).toEqual({ mode: 'other', city: 'Казань' });
  });

  it("names the point chosen in 'other' mode and ignores the cart's choices", () => {
    renderWithShop(<ProductDeliveryPopup props={{ productId: 1 }} onClose={() => {}} />, 'ru');
    act(() => bus.emit('pickup-point:chosen', { mode: 'cart', point }));
    expect(screen.queryByText(/Выбран пункт выдачи/)).not.toBeInTheDocument();
    act(() => bus.emit('pickup-point:chosen', { mode: 'other', point }));
    expect(screen.getByText('Выбран пункт выдачи: Тверская, 1')).toHaveAttribute('role', 'status');
  });
});

import type { CartResponse, OrderCreateResponse, OrderSuccessDataResponse } from '@shop/types';
import { route } from '../route';

/** The cart and the orders it becomes. */
export const cart = {
  /** GET /cart: the cart page's first view (ADR 41). */
  firstView: route<CartResponse>('GET', '/cart'),
  calculate: route<CartResponse>('POST', '/cart/calculate'),
  add: route<CartResponse>('POST', '/cart/add'),
  /** POST /cart/:action (plus, minus, remove, promocode…; `params.action` says which). */
  action: route<CartResponse>('POST', '/cart/:action'),
  createOrder: route<OrderCreateResponse>('POST', '/order/create/v2'),
  orderSuccess: route<OrderSuccessDataResponse>('GET', '/order/success-data/:id'),
};

/** An order's body that passes the checkout's rules: courier delivery in Moscow, paid online. */
export const courierOrder = (phone: string, email = 'buyer@example.com') => ({
  delivery_method_id: 1,
  payment_method_id: 13,
  phone,
  email,
  fio: 'Анна Петрова',
  address: 'Москва, ул. Тверская, 1',
  communication_method_id: 2,
});

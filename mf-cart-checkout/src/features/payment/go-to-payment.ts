/** Leaves for the payment page the backend returned; it comes back to /order-success/{id}. */
export function goToPayment(url: string): void {
  window.location.assign(url);
}

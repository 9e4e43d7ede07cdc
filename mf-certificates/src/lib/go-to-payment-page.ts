/** The payment page is the provider's own page: a full navigation, not an in-app route. */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

import { emailSubscriptionPopup } from './email-subscription-form';

/** The sale announcement list (docs/product/02-screens.md#popups). */
export default emailSubscriptionPopup({
  popupKey: 'sale-subscribe',
  kind: 'sale',
  texts: 'shell.popups.sale',
});

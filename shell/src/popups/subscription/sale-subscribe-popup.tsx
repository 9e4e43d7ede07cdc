import { emailSubscriptionPopup } from './email-subscription-form';

/** The sale announcement list (spec §2.7). */
export default emailSubscriptionPopup({
  popupKey: 'sale-subscribe',
  kind: 'sale',
  texts: 'shell.popups.sale',
});

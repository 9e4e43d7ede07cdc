import { emailSubscriptionPopup } from '../subscription/email-subscription-form';

/** The winter-sale list (spec §2.7); it opens by itself once per visitor (winter-sale-promo). */
export default emailSubscriptionPopup({
  popupKey: 'winter-sale-subscribe',
  kind: 'winter-sale',
  texts: 'shell.popups.winterSale',
});

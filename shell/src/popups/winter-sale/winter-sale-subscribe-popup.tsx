import { emailSubscriptionPopup } from '../subscription/email-subscription-form';

/** The winter-sale list (docs/product/02-screens.md#popups); it opens by itself once per visitor (winter-sale-promo). */
export default emailSubscriptionPopup({
  popupKey: 'winter-sale-subscribe',
  kind: 'winter-sale',
  texts: 'shell.popups.winterSale',
});

import { emailSubscriptionPopup } from './email-subscription-form';

/** The newsletter form (docs/product/02-screens.md#popups, docs/product/07-calls.md#marketing-platform): the shop's subscriber check first, then the platform. */
export default emailSubscriptionPopup({
  popupKey: 'subscription-form',
  kind: 'newsletter',
  texts: 'shell.popups.subscription',
  askShopFirst: true,
});

import { emailSubscriptionPopup } from './email-subscription-form';

/** The newsletter form (spec §2.7, §7): the shop's subscriber check first, then the platform. */
export default emailSubscriptionPopup({
  popupKey: 'subscription-form',
  kind: 'newsletter',
  texts: 'shell.popups.subscription',
  askShopFirst: true,
});

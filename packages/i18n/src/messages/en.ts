// The shared catalogue in English: every area typed by its Russian keys (none missing or extra).
import type { Translation } from '../locale-catalogue';
import type * as ru from './ru';

/** Texts every app uses: the resend timer (docs/product/04-states.md#auth-flow) and the not-found page (docs/product/02-screens.md#not-found-page). */
export const common: Translation<typeof ru.common> = {
  'common.seconds': '{count, plural, one {# second} other {# seconds}}',
  'common.notFound.title': 'Page not found',
  'common.notFound.generic': 'This page could not be found',
};

/** The error catalogue of docs/product/08-messages.md#message-catalogue and the field messages of docs/product/05-validation.md. */
export const errors: Translation<typeof ru.errors> = {
  'error.field.empty': 'Please fill in this field',
  'error.field.tooShort': 'Minimum length is {min, plural, one {# character} other {# characters}}',
  'error.field.tooLong': 'Maximum length is {max, plural, one {# character} other {# characters}}',
  'error.field.invalid': 'Invalid format',
  'error.checkbox.required': 'Please tick this box',
  'error.radio.required': 'Please choose one of the options',
  'error.account.deactivated': 'Your account has been deactivated',
  'error.promocode.alreadyApplied': 'The promo code has already been applied',
  'error.promocode.notApplied': 'The promo code has not been applied',
  'error.promocode.notFound': 'Promo code not found',
  'error.promocode.notRemoved': 'The promo code could not be removed',
  'error.promocode.empty': 'Enter a promo code',
  'error.code.wrong': 'Wrong confirmation code',
  'error.code.notSent': 'The code has not been sent',
  'error.address.empty': 'Enter the address',
  'error.apartment.empty': 'Enter the apartment number',
  'error.city.empty': 'Enter the city',
  'error.country.empty': 'Choose the country',
  'error.email.empty': 'Enter your email',
  'error.name.empty': 'Enter your name',
  'error.surname.empty': 'Enter your surname',
  'error.phone.empty': 'Enter your phone number',
  'error.street.empty': 'Enter the street',
  'error.house.empty': 'Enter the house number',
  'error.pickpoint.empty': 'Choose a pickup point',
  'error.deliveryMethod.empty': 'Choose a delivery method',
  'error.refundReason.empty': 'Enter the reason for the return',
  'error.phone.invalid': 'Wrong phone number',
  'error.email.invalid': 'Wrong email',
  'error.date.invalid': 'Wrong date',
  'error.login.invalid': 'Wrong login',
  'error.password.tooShort': 'The password must be at least 6 characters long',
  'error.bank.bik.invalid': 'Wrong BIC: it has 9 digits',
  'error.bank.inn.invalid': 'Wrong TIN: it has 10 digits',
  'error.bank.account.invalid': 'Wrong account number: it has 20 digits',
  'error.birthday.format': 'Enter the date as dd.mm.yyyy; it must be before today',
  'error.date.future': 'The date must be before today',
  'error.date.past': 'The date cannot be before today',
  'error.fullName.invalid': 'Enter your first and last name in Cyrillic',
  'error.delivery.expressCutoff':
    'Express delivery is only available on weekdays for orders placed before 16:00 Moscow time',
  'error.delivery.sameDayCutoff':
    'Same-day delivery is only available on weekdays for orders placed before 13:00 Moscow time',
  'error.phone.notConfirmed': 'Confirm your phone number to place the order',
  'error.refund.noItems': 'Select the items to return',
  'error.resume.required': 'Attach your CV',
  'error.refund.itemsUnavailable':
    'These items are not in the order or their return has already been requested: reload the page',
  'error.resume.type': 'The CV must be a PDF, DOC, DOCX, RTF or ODT file',
  'error.resume.size': 'The CV file is larger than 5 MB',
  'error.contact.invalid': 'Enter a phone number or an e-mail',
  'error.agreement.required': 'Your consent to the processing of personal data is required',
  'error.certificate.ownEmail': 'You cannot send a certificate to your own email',
  'error.certificate.amountRange': 'The certificate amount must be from 1,000 to 200,000',
  'error.certificate.denominationEmpty': 'Choose the certificate denomination',
  'error.certificate.activationCode': 'Invalid activation code',
  'error.certificate.addToProfile': 'The certificate could not be added to your account',
  'error.certificate.pdf': 'The certificate PDF could not be created',
  'error.certificate.alreadyApplied': 'The certificate has already been applied',
  'error.certificate.notApplied': 'The certificate has not been applied',
  'error.certificate.notRemoved': 'The certificate could not be removed',
  'error.giftDeposit.fetch': 'The certificate data could not be loaded',
  'error.pickupPoints.fetch': 'An error occurred while loading the pickup points',
  'error.depositDesign.fetch': 'An error occurred while loading the certificate data',
  'error.depositOrder.create': 'An error occurred while creating the order',
  'error.oauth.failed': 'Authorization error',
  'error.cart.update': 'The cart could not be updated',
};

/** Info messages of docs/product/08-messages.md#info-and-success-messages. */
export const info: Translation<typeof ru.info> = {
  'info.birthday.callOperators': 'To change your birthday again, please call our operators',
  'info.wait': 'Please wait...',
  'info.data.unchanged': 'You have not changed the data',
};

/** Order creation fallbacks of docs/product/08-messages.md#order-creation-failures; each is shown followed by `order.error.retryHint`. */
export const order: Translation<typeof ru.order> = {
  'order.error.unknown': 'Unknown error',
  'order.error.noData': 'No data is received from the server',
  'order.error.retryHint': 'Please try again or contact support',
  'order.error.removedFromStock':
    'Some items are out of stock and have been removed from your cart',
};

/** Texts of the platform itself: remote fallbacks, popup frame, page chrome. */
export const platform: Translation<typeof ru.platform> = {
  'platform.remote.unavailable': 'This section is unavailable right now',
  'platform.remote.unavailable.hint':
    'The rest of the shop works. Try reloading the page in a minute.',
  'platform.remote.crashed': 'This section could not be shown',
  'platform.remote.retry': 'Try again',
  'platform.popup.close': 'Close',
  'platform.loading': 'Loading…',
  'platform.route.params': 'Page parameters',
};

/** Page titles, `route.<name>` for every route of @shop/routes. */
export const routes: Translation<typeof ru.routes> = {
  'route.home': 'Designer jewelry',
  'route.catalog': 'Catalog',
  'route.catalog-listing': 'Catalog',
  'route.jewelry': 'All jewelry',
  'route.product': 'Jewelry',
  'route.designers': 'Designers',
  'route.designer': 'Designer',
  'route.search': 'Search',
  'route.search-results': 'Search results',
  'route.trend': 'Trends',
  'route.trend-item': 'Trend',
  'route.tag': 'Selection',
  'route.cart': 'Cart',
  'route.order-success': 'Thank you for your order',
  'route.profile': 'My account',
  'route.ya-callback': 'Sign in with Yandex ID',
  'route.certificate': 'Gift certificate',
  'route.certificate-info': 'About gift certificates',
  'route.get-certificate': 'Get a certificate',
  'route.wishlist': 'Wishlist',
  'route.not-found': 'Page not found',
  'route.unknown': 'Page not found',
  'route.about': 'About us',
  'route.career': 'Careers',
  'route.caring-for-jewelry': 'Caring for jewelry',
  'route.certificates-and-promo-rules': 'Certificate and promo code rules',
  'route.contacts': 'Contacts',
  'route.delete-app-account': 'Delete your app account',
  'route.delivery': 'Delivery',
  'route.dolyame': 'Pay in installments',
  'route.dostavka-i-oplata': 'Delivery and payment',
  'route.dropofmagic': 'Drop of magic',
  'route.gallery': 'Gallery',
  'route.garantii': 'Guarantees',
  'route.loyalty-program-rules': 'Loyalty program rules',
  'route.lpbally': 'Bally',
  'route.lpsale': 'Sale',
  'route.mobile-app-license': 'Mobile app license',
  'route.oferta': 'Public offer',
  'route.payment': 'Payment',
  'route.personal-data-agreement': 'Personal data agreement',
  'route.piercing': 'Piercing',
  'route.polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh':
    'Personal data processing policy',
  'route.press': 'Press',
  'route.privacy': 'Privacy',
  'route.promotion': 'Promotions',
  'route.referral-program': 'Referral program',
  'route.returns': 'Returns',
  'route.shops': 'Shops',
  'route.soglashenie-ob-ispolzovanii-polzovatelskih-materialov': 'User materials agreement',
  'route.stores': 'Stores',
  'route.streams': 'Streams',
  'route.terms': 'Terms of use',
  'route.ukhod-za-ukrasheniyami': 'Caring for jewelry',
  'route.vozvrat': 'Returns',
  'route.warranty': 'Warranty',
  'route.landings/loyalty-program': 'Loyalty program',
  'route.landings/offline-subscription': 'In-store subscription',
  'route.landings/online-subscription': 'Online subscription',
  'route.landings/tablet-subscription': 'Tablet subscription',
};

/** Success messages of docs/product/08-messages.md#info-and-success-messages. */
export const success: Translation<typeof ru.success> = {
  'success.copied': 'Copied',
  'success.saved': 'Saved',
  'success.feedback': 'Thank you for your feedback!',
  'success.subscription.changed': 'Your subscription has been changed',
  'success.unsubscribed': 'You have unsubscribed from the newsletter',
};

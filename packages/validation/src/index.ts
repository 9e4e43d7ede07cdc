export type { CheckResult } from './check-result';
export { isBlank } from './is-blank';
export { checkConfirmationCode } from './check-confirmation-code';
export { checkInn, INN_LENGTH } from './check-inn';
export { checkBik, BIK_LENGTH } from './check-bik';
export { checkCheckingAccount, CHECKING_ACCOUNT_LENGTH } from './check-checking-account';
export { checkEmail } from './check-email';
export { checkContact } from './check-contact';
export { checkResume } from './check-resume';
export { checkPassword } from './check-password';
export { checkDate, checkSendDate } from './check-date';
export type { CheckDateOptions } from './check-date';
export { checkBirthday } from './check-birthday';
export { daysInMonth, isRealDate } from './calendar';
export { checkFullName } from './check-full-name';
export { checkPhone } from './check-phone';
export { checkCertificateAmount } from './check-certificate-amount';
export { checkText } from './check-text';
export type { TextRules } from './check-text';
export { checkCheckbox } from './check-checkbox';
export { checkRadio } from './check-radio';
export { maskBirthday } from './mask-birthday';
export { maskTime } from './mask-time';
export { maskEmail } from './mask-email';
export { maskName } from './mask-name';
export { maskNumber } from './mask-number';
export { maskPhone } from './mask-phone';
export { EMAIL_INPUT, PHONE_INPUT } from './input-presets';
export {
  specialDeliveryArea,
  isSpecialDeliveryArea,
  isContactlessDeliveryArea,
} from './delivery-areas';
export {
  PICKPOINT_CODE_PATTERNS,
  isBelarusPickpointCode,
  isKazakhstanPickpointCode,
  pickpointCountry,
} from './pickpoint-codes';
export type { PickpointCountry } from './pickpoint-codes';
export { toMoscowTime, isWeekdayBeforeMoscowHour } from './moscow-time';
export type { MoscowTime } from './moscow-time';
export {
  isExpressDeliveryAvailable,
  isSameDayDeliveryAvailable,
  checkExpressDelivery,
  checkSameDayDelivery,
} from './delivery-cutoffs';
export { canRemoveFromWishlist } from './wishlist-removal';
export { isDepositIndexInRange } from './deposit-index';
export { checkQrInput, qrCapacity, QR_MAX_VERSION } from './qr-input';
export type { QrInputError } from './qr-input';
export { utf8Length } from './utf8-length';
export { isClickIdKeyAllowed, RESERVED_ATTRIBUTION_KEYS } from './click-id-key';

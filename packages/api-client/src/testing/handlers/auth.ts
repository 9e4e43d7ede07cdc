import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  CaptchaResponse,
  OAuthResponse,
  PhoneConfirmResponse,
  PhoneSendCodeResponse,
  RegistrationResponse,
} from '@shop/types';
import { route } from '../route';

/** Login, registration, phone confirmation, captcha and the third-party login. */
export const auth = {
  identification: route<AuthIdentificationResponse>('POST', '/auth/identification'),
  authenticate: route<AuthAuthenticateResponse>('POST', '/auth/authenticate'),
  register: route<RegistrationResponse>('POST', '/registration'),
  captcha: route<CaptchaResponse>('GET', '/captcha'),
  oauth: route<OAuthResponse>('POST', '/oauth'),
  sendPhoneCode: route<PhoneSendCodeResponse>('POST', '/phone/send_code'),
  confirmPhone: route<PhoneConfirmResponse>('POST', '/phone/confirm'),
};

import type { AuthIdentificationResponse, User } from '@shop/types';

/** A logged-in user as the API answers it. */
export const testUser: User = {
  id: 5,
  phone: '+79991234567',
  email: 'anna@example.com',
  name: 'Анна',
  surname: 'Смирнова',
  isAuth: true,
  isAdmin: false,
  isEmployee: false,
  isSubscribed: false,
  fullName: 'Анна Смирнова',
  wishlistCount: 2,
  bonuses: { balance: 500, backgroundImage: '/media/bg.jpg' },
};

/** An answer of POST /auth/identification: a code sent by SMS unless `patch` says otherwise. */
export const identificationAnswer = (
  patch: Partial<AuthIdentificationResponse> = {},
): AuthIdentificationResponse => ({
  success: true,
  step: 3,
  captchaRequired: false,
  userExists: true,
  confirmationType: 'sms',
  resendTimeout: 30,
  message: null,
  code: null,
  ...patch,
});

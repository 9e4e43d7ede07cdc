/** Route schemas of auth, phone confirmation and registration. */
import { Type } from '@fastify/type-provider-typebox';

const Phone = Type.String({ minLength: 1, maxLength: 30 });

export const IdentificationBody = Type.Object({
  phone: Phone,
  captchaToken: Type.Optional(Type.String({ maxLength: 100 })),
  captchaCode: Type.Optional(Type.String({ maxLength: 20 })),
});

export const AuthenticateBody = Type.Object({
  phone: Phone,
  code: Type.String({ maxLength: 10 }),
  source: Type.Optional(Type.String({ maxLength: 50, default: 'login_form' })),
});

export const RegistrationBody = Type.Object({
  phone: Phone,
  name: Type.String({ maxLength: 100 }),
  surname: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 200 }),
  birthday: Type.Optional(Type.String({ maxLength: 10 })),
  isSubscribed: Type.Optional(Type.Boolean()),
});

/**
 * What the provider sent back to /ya-callback. Nothing here says who logs in: that comes from
 * the provider, for a code it issued to a state this session holds.
 */
export const OAuthBody = Type.Object(
  {
    provider: Type.String({ minLength: 1, maxLength: 30 }),
    code: Type.String({ minLength: 1, maxLength: 2000 }),
    state: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const SendCodeBody = Type.Object({ phone: Phone });
export const ConfirmBody = Type.Object({
  code: Type.String({ maxLength: 10 }),
  phone: Type.Optional(Phone),
});

/** Auth and phone calls per client address (the address the trusted edge reports). */
export const AUTH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Codes sent to one phone number per hour, whatever the session or address. */
export const PHONE_CODES_PER_HOUR = 10;
/** Code checks (right or wrong) one session may make per window. */
export const SESSION_CODE_ATTEMPTS = 10;
export const SESSION_CODE_WINDOW = '15 minutes';
/** The routes that check a code, limited per session (see plugins/rate-limits.ts). */
export const CODE_CHECK_ROUTES: readonly string[] = ['/auth/authenticate', '/phone/confirm'];

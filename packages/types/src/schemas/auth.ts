/**
 * Route schemas of auth, phone confirmation, registration, the third-party login and the
 * profile: GET /token, /captcha, /logout; POST /auth/identification, /auth/authenticate,
 * /registration, /oauth, /phone/send_code, /phone/confirm; /profile/*.
 */
import { Type } from 'typebox';
import type { ApiErrorCode } from '../api';
import { Closed, FieldErrors, Nullable } from './common';
import {
  ProfileCertificateSchema,
  ProfileOrderSchema,
  UserAddressSchema,
  UserBonusesSchema,
  UserPersonalDataSchema,
  UserSchema,
} from './entities';

const Phone = Type.String({ minLength: 1, maxLength: 30 });
/** A failure's code (null on success): one of errors.ts' codes. */
const ErrorCodeOrNull = Type.Unsafe<ApiErrorCode | null>(Nullable(Type.String()));

export const IdentificationBody = Type.Object({
  phone: Phone,
  captchaToken: Type.Optional(Type.String({ maxLength: 100 })),
  captchaCode: Type.Optional(Type.String({ maxLength: 20 })),
});

export const AuthenticateBody = Type.Object({
  phone: Phone,
  code: Type.String({ maxLength: 10 }),
  /** Default 'login_form'. */
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

export const TokenReply = Closed({ csrfToken: Type.String() });

export const IdentificationReply = Closed({
  success: Type.Boolean(),
  /** Next auth step: 3 confirm on success; on failure 1 (bad phone), 2 (captcha) or 3. */
  step: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  captchaRequired: Type.Boolean(),
  /** True when the phone belongs to an existing user; else registration follows the code. */
  userExists: Type.Boolean(),
  confirmationType: Type.Union([
    Type.Literal('sms'),
    Type.Literal('flashcall'),
    Type.Literal('yaid'),
    Type.Literal('mobid'),
  ]),
  resendTimeout: Type.Number(),
  message: Nullable(Type.String()),
  code: ErrorCodeOrNull,
});

export const AuthenticateReply = Closed({
  success: Type.Boolean(),
  /** Next step: 4 registration when the phone is new, else null (done). */
  step: Nullable(Type.Literal(4)),
  registrationRequired: Type.Boolean(),
  user: Nullable(UserSchema),
  message: Nullable(Type.String()),
  code: ErrorCodeOrNull,
});

export const RegistrationReply = Closed({
  success: Type.Boolean(),
  user: Nullable(UserSchema),
  message: Nullable(Type.String()),
  errors: Nullable(FieldErrors),
});

export const CaptchaReply = Closed({
  /** data: URL of an SVG image. */
  image: Type.String(),
  token: Type.String(),
});

export const LogoutReply = Closed({ success: Type.Literal(true) });

export const OAuthReply = Closed({
  success: Type.Boolean(),
  data: Closed({ user: Nullable(UserSchema) }),
  message: Nullable(Type.String()),
});

export const SendCodeReply = Closed({
  success: Type.Boolean(),
  /** Seconds until a new code may be requested. */
  resendTimeout: Type.Number(),
  message: Nullable(Type.String()),
  code: ErrorCodeOrNull,
});

export const ConfirmReply = Closed({
  result: Type.Boolean(),
  user: UserSchema,
  message: Nullable(Type.String()),
  code: ErrorCodeOrNull,
});

// ---------------------------------------------------------------- profile (401 for anonymous)

export const ProfileSaveBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  surname: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 200 }),
  /** dd.mm.yyyy; omitted or '' keeps the stored one. */
  birthday: Type.Optional(Type.String({ maxLength: 10 })),
});

export const SubscriptionBody = Type.Object({ isSubscribed: Type.Boolean() });

export const ProfileInfoReply = Closed({
  user: UserSchema,
  personalData: UserPersonalDataSchema,
});

const ProfileWriteFields = {
  success: Type.Boolean(),
  /** 'success' saved / changed; 'info' nothing changed or the birthday needs the operators. */
  messageType: Type.Union([Type.Literal('success'), Type.Literal('info'), Type.Literal('error')]),
  /** In the storefront's language. */
  message: Type.String(),
  user: UserSchema,
  personalData: UserPersonalDataSchema,
};

export const ProfileSaveReply = Closed({
  ...ProfileWriteFields,
  errors: Nullable(FieldErrors),
});

export const ProfileSubscriptionReply = Closed(ProfileWriteFields);

export const ProfileOrdersReply = Closed({
  orders: Type.Array(ProfileOrderSchema),
});

export const ProfileCertificatesReply = Closed({
  certificates: Type.Array(ProfileCertificateSchema),
});

export const ProfileBonusesReply = Closed({
  bonuses: UserBonusesSchema,
  history: Type.Array(
    Closed({
      id: Type.Number(),
      date: Type.String(),
      amount: Type.Number(),
      description: Type.String(),
    }),
  ),
});

export const UserAddressReply = Closed({
  /** The most recent address (fills the delivery form) or null. */
  address: Nullable(UserAddressSchema),
  addresses: Type.Array(UserAddressSchema),
});

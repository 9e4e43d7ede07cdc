/**
 * Profile calls: 401 for anonymous sessions (route config auth: true). Writes carry the CSRF
 * token like every POST and answer in the storefront's language (docs/product/08-messages.md#auth-answers).
 */
import type {
  ProfileSaveResponse,
  ProfileSubscriptionResponse,
  ProfileBonusesResponse,
  ProfileCertificatesResponse,
  ProfileInfoResponse,
  ProfileOrdersResponse,
  UserAddressResponse,
  CurrencyCode,
  OrderLine,
  OrderStatus,
} from '@shop/types';
import {
  ProfileBonusesReply,
  ProfileCertificatesReply,
  ProfileInfoReply,
  ProfileOrdersReply,
  ProfileSaveBody,
  ProfileSaveReply,
  ProfileSubscriptionReply,
  SubscriptionBody,
  UserAddressReply,
  replies,
} from '@shop/types/schemas';
import type { FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import { parseJson } from '../../lib/json';
import { requireUserId } from '../../plugins/session';
import { authMessage, type AuthMessageCode } from './auth-messages';
import { bonusEntryText } from './bonus-entry-text';
import { ProfileRepository } from './profile-repository';
import { UserRepository, type UserRow } from './user-repository';
import { checkBirthday, personalDataErrors } from './validators';

export const registerProfileRoutes: FeatureRoutes = (app, ctx) => {
  const users = new UserRepository(ctx);
  const profile = new ProfileRepository(ctx);
  const auth = { auth: true };

  app.get(
    '/profile/info',
    {
      config: auth,
      schema: { tags: ['profile'], response: replies({ 200: ProfileInfoReply }, 401) },
    },
    async (request): Promise<ProfileInfoResponse> => {
      const row = await users.byId(requireUserId(request));
      if (!row) throw new HttpError('unauthorized');
      return { user: await users.toUser(row), personalData: users.personalData(row) };
    },
  );

  const answer = async (
    row: UserRow,
    success: boolean,
    messageType: ProfileSaveResponse['messageType'],
    message: string,
  ) => ({
    success,
    messageType,
    message,
    user: await users.toUser(row),
    personalData: users.personalData(row),
  });

  app.post(
    '/profile/info',
    {
      config: auth,
      schema: {
        tags: ['profile'],
        summary: 'Save personal data; the birthday can be set once (then call the operators)',
        body: ProfileSaveBody,
        response: replies({ 200: ProfileSaveReply }, 401),
      },
    },
    async (request): Promise<ProfileSaveResponse> => {
      const row = await users.byId(requireUserId(request));
      if (!row) throw new HttpError('unauthorized');
      const text = (code: AuthMessageCode) => authMessage(code, request.shop.locale);
      const body = {
        name: request.body.name.trim(),
        surname: request.body.surname.trim(),
        email: request.body.email.trim(),
        birthday: request.body.birthday?.trim() || null,
      };
      const errors = personalDataErrors(body, (code) => [text(code)]);
      if (body.birthday && !checkBirthday(body.birthday))
        errors.birthday = [text('birthday_format')];
      if (!errors.email) {
        const owner = await users.byEmail(body.email);
        if (owner && owner.id !== row.id) errors.email = [text('email_taken')];
      }
      if (Object.keys(errors).length) {
        return { ...(await answer(row, false, 'error', text('validation_failed'))), errors };
      }
      const birthdayChange = body.birthday !== null && body.birthday !== row.birthday;
      // docs/product/08-messages.md#info-and-success-messages: a birthday set once changes only through the operators.
      if (birthdayChange && row.birthday) {
        return {
          ...(await answer(row, false, 'info', text('birthday_call_operators'))),
          errors: { birthday: [text('birthday_call_operators')] },
        };
      }
      const changed =
        birthdayChange ||
        body.name !== row.name ||
        body.surname !== row.surname ||
        body.email.toLowerCase() !== row.email;
      if (!changed)
        return { ...(await answer(row, true, 'info', text('unchanged'))), errors: null };
      const updated = await users.update(row.id, {
        name: body.name,
        surname: body.surname,
        email: body.email,
        ...(birthdayChange ? { birthday: body.birthday } : {}),
      });
      return { ...(await answer(updated, true, 'success', text('saved'))), errors: null };
    },
  );

  app.post(
    '/profile/subscription',
    {
      config: auth,
      schema: {
        tags: ['profile'],
        summary: 'Subscribe to or unsubscribe from the newsletter',
        body: SubscriptionBody,
        response: replies({ 200: ProfileSubscriptionReply }, 401),
      },
    },
    async (request): Promise<ProfileSubscriptionResponse> => {
      const row = await users.byId(requireUserId(request));
      if (!row) throw new HttpError('unauthorized');
      const text = (code: AuthMessageCode) => authMessage(code, request.shop.locale);
      const wanted = request.body.isSubscribed;
      if (wanted === (row.is_subscribed === 1)) return answer(row, true, 'info', text('unchanged'));
      const updated = await users.update(row.id, { isSubscribed: wanted });
      return answer(
        updated,
        true,
        'success',
        text(wanted ? 'subscription_changed' : 'unsubscribed'),
      );
    },
  );

  app.get(
    '/profile/orders',
    {
      config: auth,
      schema: { tags: ['profile'], response: replies({ 200: ProfileOrdersReply }, 401) },
    },
    async (request): Promise<ProfileOrdersResponse> => {
      const rows = await profile.orders(requireUserId(request));
      return {
        orders: rows.map((o) => ({
          id: o.id,
          status: o.status as OrderStatus,
          createdAt: o.created_at,
          finalSum: o.final_sum,
          currency: o.currency as CurrencyCode,
          lines: parseJson<OrderLine[]>(o.lines, []),
        })),
      };
    },
  );

  app.get(
    '/profile/certificates',
    {
      config: auth,
      schema: { tags: ['profile'], response: replies({ 200: ProfileCertificatesReply }, 401) },
    },
    async (request): Promise<ProfileCertificatesResponse> => {
      const userId = requireUserId(request);
      const [certificates, deposits] = await Promise.all([
        profile.certificates(userId),
        profile.deposits(userId),
      ]);
      return {
        certificates: [
          ...certificates.map((c) => ({
            id: c.code,
            code: c.code,
            amount: c.amount,
            balance: c.balance,
            currency: c.currency as CurrencyCode,
            expiresAt: c.expires_at,
          })),
          ...deposits.map((d) => ({
            id: d.id,
            code: d.id,
            amount: d.amount,
            balance: d.amount,
            currency: d.currency as CurrencyCode,
            expiresAt: d.expires_at,
          })),
        ],
      };
    },
  );

  app.get(
    '/profile/bonuses',
    {
      config: auth,
      schema: { tags: ['profile'], response: replies({ 200: ProfileBonusesReply }, 401) },
    },
    async (request): Promise<ProfileBonusesResponse> => {
      const userId = requireUserId(request);
      const [row, entries] = await Promise.all([users.byId(userId), profile.bonusEntries(userId)]);
      if (!row) throw new HttpError('unauthorized');
      return {
        bonuses: {
          balance: row.bonus_balance,
          backgroundImage: ctx.media.url('certificates/c1.jpg'),
        },
        history: entries.map((entry) => ({
          id: entry.id,
          date: entry.created_at,
          amount: entry.amount,
          description: bonusEntryText(entry, request.shop.locale),
        })),
      };
    },
  );

  app.get(
    '/profile/user_address',
    {
      config: auth,
      schema: { tags: ['profile'], response: replies({ 200: UserAddressReply }, 401) },
    },
    async (request): Promise<UserAddressResponse> => {
      const rows = await profile.addresses(requireUserId(request));
      const addresses = rows.map((a) => ({
        id: a.id,
        address: a.address,
        apartment: a.apartment,
        frontDoor: a.front_door,
        floor: a.floor,
        houseCode: a.house_code,
      }));
      return { address: addresses[0] ?? null, addresses };
    },
  );
};

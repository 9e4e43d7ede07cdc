/** Profile calls: 401 for anonymous sessions (route config auth: true). */
import type {
  ProfileBonusesResponse,
  ProfileCertificatesResponse,
  ProfileInfoResponse,
  ProfileOrdersResponse,
  UserAddressResponse,
  CurrencyCode,
  OrderLine,
  OrderStatus,
} from '@shop/types';
import type { FeatureRoutes } from '../../app-context';
import { HttpError } from '../../errors';
import { parseJson } from '../../lib/json';
import { requireUserId } from '../../plugins/session';
import { UserRepository } from './user-repository';

export const registerProfileRoutes: FeatureRoutes = (app, ctx) => {
  const users = new UserRepository(ctx);
  const auth = { auth: true };

  app.get(
    '/profile/info',
    { config: auth, schema: { tags: ['profile'] } },
    async (request): Promise<ProfileInfoResponse> => {
      const row = await users.byId(requireUserId(request));
      if (!row) throw new HttpError('unauthorized');
      return { user: await users.toUser(row), personalData: users.personalData(row) };
    },
  );

  app.get(
    '/profile/orders',
    { config: auth, schema: { tags: ['profile'] } },
    async (request): Promise<ProfileOrdersResponse> => {
      const rows = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', requireUserId(request))
        .orderBy('id', 'desc')
        .execute();
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
    { config: auth, schema: { tags: ['profile'] } },
    async (request): Promise<ProfileCertificatesResponse> => {
      const userId = requireUserId(request);
      const [certificates, deposits] = await Promise.all([
        ctx.db.selectFrom('certificates').selectAll().where('user_id', '=', userId).execute(),
        ctx.db.selectFrom('deposits').selectAll().where('user_id', '=', userId).execute(),
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
    { config: auth, schema: { tags: ['profile'] } },
    async (request): Promise<ProfileBonusesResponse> => {
      const row = await users.byId(requireUserId(request));
      if (!row) throw new HttpError('unauthorized');
      return {
        bonuses: {
          balance: row.bonus_balance,
          backgroundImage: ctx.media.url('certificates/c1.jpg'),
        },
        history: [{ id: 1, date: row.created_at, amount: 500, description: 'Welcome bonus' }],
      };
    },
  );

  app.get(
    '/profile/user_address',
    { config: auth, schema: { tags: ['profile'] } },
    async (request): Promise<UserAddressResponse> => {
      const rows = await ctx.db
        .selectFrom('user_addresses')
        .selectAll()
        .where('user_id', '=', requireUserId(request))
        .orderBy('id', 'desc')
        .execute();
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

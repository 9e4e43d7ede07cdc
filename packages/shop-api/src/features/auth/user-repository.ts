/** Users, their addresses and the User entity of docs/product/03-entities.md#user. */
import type { User, UserPersonalData } from '@shop/types';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import type { UserTable } from '../../db/schema';
import type { Selectable } from 'kysely';

/**
 * Every customer with a phone starts with these bonuses (the ledger's first entry). A customer
 * from a third-party login without a phone gets them when a phone is confirmed: otherwise each
 * new provider account was 500 more to spend with one phone (attack pass).
 */
export const WELCOME_BONUS = 500;

export type UserRow = Selectable<UserTable>;

export const ANONYMOUS_USER: User = {
  id: null,
  phone: null,
  email: null,
  name: null,
  surname: null,
  isAuth: false,
  isAdmin: false,
  isEmployee: false,
  isSubscribed: false,
  fullName: '',
  wishlistCount: 0,
};

/**
 * users.phone of a customer who has no phone yet (made by a third-party login whose account had
 * none): unique, and never a number (stored phones start with '+'), so no phone login finds it.
 */
export const phonePlaceholder = (provider: string, subject: string): string =>
  `${provider}:${subject}`;

/** Whether users.phone holds a phone, not a placeholder (stored phones start with '+'). */
const isPhone = (stored: string): boolean => stored.startsWith('+');

/** The customer's phone, null while it is a placeholder. */
export const phoneOf = (row: UserRow): string | null => (isPhone(row.phone) ? row.phone : null);

export class UserRepository {
  constructor(private readonly ctx: AppContext) {}

  byId(id: number): Promise<UserRow | undefined> {
    return this.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byPhone(phone: string): Promise<UserRow | undefined> {
    return this.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async create(data: {
    phone: string;
    email: string;
    name: string;
    surname: string;
    birthday?: string | null;
    isSubscribed?: boolean;
  }): Promise<UserRow> {
    const createdAt = nowIso();
    const result = await this.ctx.db
      .insertInto('users')
      .values({
        phone: data.phone,
        email: data.email.toLowerCase(),
        name: data.name,
        surname: data.surname,
        birthday: data.birthday ?? null,
        gender: null,
        is_admin: 0,
        is_employee: 0,
        is_subscribed: data.isSubscribed ? 1 : 0,
        bonus_balance: 0,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (isPhone(data.phone)) await this.creditWelcomeBonus(result.id);
    const user = await this.byId(result.id);
    if (!user) throw new Error('user vanished after insert');
    return user;
  }

  /** The welcome bonus: at the creation of a customer with a phone, or when one gets a phone. */
  private async creditWelcomeBonus(userId: number): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bonus_entries')
        .values({
          user_id: userId,
          amount: WELCOME_BONUS,
          kind: 'welcome',
          order_id: null,
          created_at: nowIso(),
        })
        .execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ bonus_balance: eb('bonus_balance', '+', WELCOME_BONUS) }))
        .where('id', '=', userId)
        .execute();
    });
  }

  /** Gives a customer without a phone (a placeholder) the phone they have just confirmed. */
  async setPhone(id: number, phone: string): Promise<UserRow> {
    // Only a placeholder becomes a phone, once: two confirmations at the same moment credit once.
    const set = await this.ctx.db
      .updateTable('users')
      .set({ phone })
      .where('id', '=', id)
      .where('phone', 'not like', '+%') // a placeholder (isPhone, in SQL)
      .executeTakeFirst();
    if (Number(set.numUpdatedRows) > 0) await this.creditWelcomeBonus(id);
    const user = await this.byId(id);
    if (!user) throw new Error('user vanished after update');
    return user;
  }

  /** Writes the given personal-data columns (email lower-cased as on create). */
  async update(
    id: number,
    patch: Partial<{
      name: string;
      surname: string;
      email: string;
      birthday: string | null;
      isSubscribed: boolean;
    }>,
  ): Promise<UserRow> {
    const { isSubscribed, email, ...rest } = patch;
    await this.ctx.db
      .updateTable('users')
      .set({
        ...rest,
        ...(email === undefined ? {} : { email: email.toLowerCase() }),
        ...(isSubscribed === undefined ? {} : { is_subscribed: isSubscribed ? 1 : 0 }),
      })
      .where('id', '=', id)
      .execute();
    const user = await this.byId(id);
    if (!user) throw new Error('user vanished after update');
    return user;
  }

  async wishlistCount(userId: number): Promise<number> {
    const row = await this.ctx.db
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async toUser(row: UserRow | undefined): Promise<User> {
    if (!row) return { ...ANONYMOUS_USER };
    return {
      id: row.id,
      phone: phoneOf(row),
      email: row.email,
      name: row.name,
      surname: row.surname,
      isAuth: true,
      isAdmin: row.is_admin === 1,
      isEmployee: row.is_employee === 1,
      isSubscribed: row.is_subscribed === 1,
      fullName: [row.name, row.surname].filter(Boolean).join(' '),
      wishlistCount: await this.wishlistCount(row.id),
      bonuses: {
        balance: row.bonus_balance,
        backgroundImage: this.ctx.media.url('certificates/c1.jpg'),
      },
    };
  }

  async currentUser(userId: number | null | undefined): Promise<User> {
    return this.toUser(userId ? await this.byId(userId) : undefined);
  }

  personalData(row: UserRow): UserPersonalData {
    return {
      name: row.name,
      surname: row.surname,
      email: row.email,
      phone: phoneOf(row) ?? '',
      birthday: row.birthday,
      gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    };
  }
}

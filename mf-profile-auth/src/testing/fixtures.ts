import type { User } from '@shop/types';

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

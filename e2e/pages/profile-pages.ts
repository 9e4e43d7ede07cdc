import type { Locator, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    title: 'Личный кабинет',
    menu: 'Разделы профиля',
    personalData: 'Личные данные',
    orders: 'Заказы',
    certificatesData: 'Сертификаты',
    bonusesData: 'Бонусы',
    address: 'Адрес доставки',
    name: 'Имя',
    phone: 'Телефон',
    save: 'Сохранить',
    saved: 'Сохранено',
    unchanged: 'Вы не изменили данные',
    logout: 'Выйти',
  },
  en: {
    title: 'My account',
    menu: 'Account sections',
    personalData: 'Personal data',
    orders: 'Orders',
    certificatesData: 'Certificates',
    bonusesData: 'Bonuses',
    address: 'Delivery address',
    name: 'First name',
    phone: 'Phone',
    save: 'Save',
    saved: 'Saved',
    unchanged: 'You have not changed the data',
    logout: 'Log out',
  },
} as const;

export type ProfileSection =
  'personalData' | 'orders' | 'certificatesData' | 'bonusesData' | 'address';

/** The profile page (/profile?section=…) of the profile-auth remote. */
export class ProfilePage extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  async open(section?: ProfileSection): Promise<void> {
    await this.page.goto(section ? `/profile?section=${section}` : '/profile');
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: this.text.title });
  }

  get menu(): Locator {
    return this.main.getByRole('navigation', { name: this.text.menu });
  }

  sectionLink(section: ProfileSection): Locator {
    return this.menu.getByRole('link', { name: this.text[section] });
  }

  sectionHeading(section: ProfileSection): Locator {
    return this.main.getByRole('heading', { level: 2, name: this.text[section] });
  }

  get nameField(): Locator {
    return this.main.getByRole('textbox', { name: this.text.name, exact: true });
  }

  get phoneField(): Locator {
    return this.main.getByRole('textbox', { name: this.text.phone });
  }

  get saveButton(): Locator {
    return this.main.getByRole('button', { name: this.text.save });
  }

  get logoutButton(): Locator {
    return this.menu.getByRole('button', { name: this.text.logout });
  }
}

import type { SpecialDeliveryArea } from '@shop/types';

import {
  isContactlessDeliveryArea,
  isSpecialDeliveryArea,
  specialDeliveryArea,
} from './delivery-areas';

describe('special delivery areas from address text (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes)', () => {
  it.each<[string, SpecialDeliveryArea | null, boolean]>([
    ['г Москва, ул Тверская, д 1', 'moscow', true],
    ['Москва', 'moscow', true],
    ['г.Москва, Ленинградский пр-кт, 5', 'moscow', true],
    ['в Москве', 'moscow', true],
    ['Moscow, Tverskaya st. 1', 'moscow', true],
    ['Московская обл, г Химки', 'moscow-region', false],
    ['Московская область, Одинцово', 'moscow-region', false],
    ['Подмосковье, Истра', 'moscow-region', false],
    ['Moscow Oblast, Khimki', 'moscow-region', false],
    ['Ленинградская обл, г Гатчина', 'leningrad-region', false],
    ['Ленинградская область, Всеволожск', 'leningrad-region', false],
    ['Leningrad Region, Gatchina', 'leningrad-region', false],
    ['г Санкт-Петербург, Невский пр-кт, 1', 'saint-petersburg', true],
    ['Санкт Петербург', 'saint-petersburg', true],
    ['г. Санкт-Петербург, Московский пр-кт, 10', 'saint-petersburg', true],
    ['СПб, Невский 1', 'saint-petersburg', true],
    ['Петербург', 'saint-petersburg', true],
    ['St. Petersburg, Nevsky 1', 'saint-petersburg', true],
    ['Saint Petersburg', 'saint-petersburg', true],
    ['Saint-Petersburg', 'saint-petersburg', true],
    ['г Нижний Новгород, ул Большая Покровская', 'nizhny-novgorod', false],
    ['в Нижнем Новгороде', 'nizhny-novgorod', false],
    ['Nizhny Novgorod', 'nizhny-novgorod', false],
    ['г Новгород Великий', null, false],
    ['Нижегородская обл, г Дзержинск', null, false],
    ['г Казань, ул Баумана', null, false],
    ['Ленинградское ш, 5, Химки', null, false],
    ['Санкт-Петербургское шоссе, Стрельна', null, false],
    ['Москворецкая наб, Ярославль', null, false],
    ['ул. Московская, Тверь', null, false],
    ['Dubai, Sheikh Zayed Rd', null, false],
    ['', null, false],
  ])('%j -> %s (contactless: %s)', (address, area, contactless) => {
    expect(specialDeliveryArea(address)).toBe(area);
    expect(isSpecialDeliveryArea(address)).toBe(area !== null);
    expect(isContactlessDeliveryArea(address)).toBe(contactless);
  });
});

import { translate } from './translate';

describe('translate', () => {
  it.each([
    ['ru', 'order.error.unknown', undefined, 'Неизвестная ошибка'],
    ['en', 'order.error.noData', undefined, 'No data is received from the server'],
    ['ru', 'error.field.tooShort', { min: 3 }, 'Минимальная длина — 3 символа'],
    ['ru', 'error.field.tooLong', { max: 25 }, 'Максимальная длина — 25 символов'],
    ['en', 'error.field.tooShort', { min: 1 }, 'Minimum length is 1 character'],
    ['en', 'error.field.tooLong', { max: 100 }, 'Maximum length is 100 characters'],
  ] as const)('%s %s %j is %j', (locale, key, values, expected) => {
    expect(translate(locale, key, values)).toBe(expected);
  });
});

import {
  parse,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isLiteralElement,
  isPoundElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

import { messages } from './catalogue';
import * as enAreas from './messages/en';
import * as ruAreas from './messages/ru';

function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    if (isLiteralElement(element) || isPoundElement(element)) return [];
    if (isTagElement(element)) return [`<${element.value}>`, ...argumentsOf(element.children)];
    const nested =
      isPluralElement(element) || isSelectElement(element)
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : [];
    return [element.value, ...nested];
  });
}

const icuArguments = (message: string): string[] =>
  [...new Set(argumentsOf(parse(message)))].sort();

const ruKeys = Object.keys(messages.ru).sort();
const enKeys = Object.keys(messages.en).sort();

describe('the shared catalogue', () => {
  it('has the same keys in ru and en', () => {
    expect(enKeys).toEqual(ruKeys);
  });

  it.each(ruKeys)('%s uses the same ICU arguments in ru and en', (key) => {
    const k = key as keyof typeof messages.ru;
    expect(icuArguments(messages.en[k])).toEqual(icuArguments(messages.ru[k]));
  });

  it.each(ruKeys)('%s is a dotted, namespaced key with non-empty texts', (key) => {
    const k = key as keyof typeof messages.ru;
    expect(key).toMatch(/^[a-z]+(?:\.[a-z][a-zA-Z0-9/-]*)+$/);
    expect(messages.ru[k].trim()).not.toBe('');
    expect(messages.en[k].trim()).not.toBe('');
  });

  it.each(Object.keys(ruAreas))('area %s keeps all its keys under one namespace', (name) => {
    const area = name as keyof typeof ruAreas;
    const namespaces = new Set(
      [...Object.keys(ruAreas[area]), ...Object.keys(enAreas[area])].map(
        (key) => key.split('.')[0],
      ),
    );
    expect(namespaces.size).toBe(1);
  });

  it('holds every area, each key once', () => {
    const total = Object.values(ruAreas).reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(ruKeys).toHaveLength(total);
  });
});

// Texts of docs/product/08-messages.md#message-catalogue, quoted there verbatim.
describe('texts of docs/product/08-messages.md#message-catalogue', () => {
  it.each([
    ['error.pickupPoints.fetch', 'Произошла ошибка при получении точек самовывоза'],
    ['error.depositDesign.fetch', 'Произошла ошибка при получении данных сертификата'],
    ['error.depositOrder.create', 'Произошла ошибка при создании заказа'],
    ['error.oauth.failed', 'Ошибка авторизации'],
  ] as const)('ru %s is %j', (key, text) => {
    expect(messages.ru[key]).toBe(text);
  });

  it.each([
    ['order.error.unknown', 'Unknown error'],
    ['order.error.noData', 'No data is received from the server'],
    ['order.error.retryHint', 'Please try again or contact support'],
    ['common.notFound.title', 'Page not found'],
    ['common.notFound.generic', 'This page could not be found'],
  ] as const)('en %s is %j', (key, text) => {
    expect(messages.en[key]).toBe(text);
  });

  it('ru not-found title is Страница не найдена (docs/product/02-screens.md#not-found-page)', () => {
    expect(messages.ru['common.notFound.title']).toBe('Страница не найдена');
  });

  // One entry per item of the docs/product/08-messages.md#message-catalogue message catalogue list and its info/success lines.
  it.each([
    'error.field.empty',
    'error.account.deactivated',
    'error.promocode.alreadyApplied',
    'error.promocode.notApplied',
    'error.promocode.notFound',
    'error.promocode.notRemoved',
    'error.code.wrong',
    'error.code.notSent',
    'error.address.empty',
    'error.apartment.empty',
    'error.city.empty',
    'error.country.empty',
    'error.email.empty',
    'error.name.empty',
    'error.surname.empty',
    'error.phone.empty',
    'error.street.empty',
    'error.house.empty',
    'error.pickpoint.empty',
    'error.deliveryMethod.empty',
    'error.promocode.empty',
    'error.refundReason.empty',
    'error.phone.invalid',
    'error.email.invalid',
    'error.date.invalid',
    'error.login.invalid',
    'error.password.tooShort',
    'error.bank.bik.invalid',
    'error.bank.inn.invalid',
    'error.bank.account.invalid',
    'error.birthday.format',
    'error.date.future',
    'error.delivery.expressCutoff',
    'error.delivery.sameDayCutoff',
    'error.phone.notConfirmed',
    'error.refund.noItems',
    'error.resume.required',
    'error.agreement.required',
    'error.certificate.ownEmail',
    'error.certificate.amountRange',
    'error.certificate.denominationEmpty',
    'error.certificate.activationCode',
    'error.certificate.addToProfile',
    'error.certificate.pdf',
    'error.certificate.alreadyApplied',
    'error.certificate.notApplied',
    'error.certificate.notRemoved',
    'info.birthday.callOperators',
    'info.wait',
    'info.data.unchanged',
    'success.copied',
    'success.saved',
    'success.feedback',
    'success.subscription.changed',
    'success.unsubscribed',
  ])('%s exists in ru and en', (key) => {
    expect(ruKeys).toContain(key);
    expect(enKeys).toContain(key);
  });

  it.each([
    ['ru', 'error.password.tooShort', '6'],
    ['en', 'error.password.tooShort', '6'],
    ['ru', 'error.bank.bik.invalid', '9'],
    ['ru', 'error.bank.inn.invalid', '10'],
    ['ru', 'error.bank.account.invalid', '20'],
    ['en', 'error.bank.bik.invalid', '9'],
    ['en', 'error.bank.inn.invalid', '10'],
    ['en', 'error.bank.account.invalid', '20'],
    ['ru', 'error.birthday.format', 'дд.мм.гггг'],
    ['en', 'error.birthday.format', 'dd.mm.yyyy'],
    ['ru', 'error.delivery.expressCutoff', '16:00'],
    ['en', 'error.delivery.expressCutoff', '16:00'],
    ['ru', 'error.delivery.sameDayCutoff', '13:00'],
    ['en', 'error.delivery.sameDayCutoff', '13:00'],
    ['ru', 'error.certificate.amountRange', '200 000'],
    ['en', 'error.certificate.amountRange', '200,000'],
  ] as const)('%s %s names %j', (locale, key, fragment) => {
    expect(messages[locale][key]).toContain(fragment);
  });
});

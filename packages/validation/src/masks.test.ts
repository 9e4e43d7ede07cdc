import { maskBirthday } from './mask-birthday';
import { maskEmail } from './mask-email';
import { maskName } from './mask-name';
import { maskNumber } from './mask-number';
import { maskTime } from './mask-time';

describe('maskBirthday (docs/product/05-validation.md#input-masks: inserts dots, at most 8 digits)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15.0'],
    ['1506', '15.06'],
    ['15061', '15.06.1'],
    ['15061990', '15.06.1990'],
    ['150619901', '15.06.1990'],
    ['1506199012345', '15.06.1990'],
    ['15.06.1990', '15.06.1990'],
    ['15.06.', '15.06'],
    ['15/06/1990', '15.06.1990'],
    ['ab15cd06', '15.06'],
    ['абв', ''],
  ])('%j -> %j', (value, expected) => {
    expect(maskBirthday(value)).toBe(expected);
  });
});

describe('maskTime (docs/product/05-validation.md#input-masks: hh:mm, hours at most 23, minutes at most 59)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12:3'],
    ['1234', '12:34'],
    ['12345', '12:34'],
    ['12:34', '12:34'],
    ['23', '23'],
    ['24', '23'],
    ['99', '23'],
    ['2359', '23:59'],
    ['2360', '23:59'],
    ['0099', '00:59'],
    ['0000', '00:00'],
    ['9', '9'],
    ['127', '12:7'],
    ['ab', ''],
  ])('%j -> %j', (value, expected) => {
    expect(maskTime(value)).toBe(expected);
  });
});

describe('maskEmail (docs/product/05-validation.md#input-masks: strips Cyrillic and spaces)', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    [' user @ example.com ', 'user@example.com'],
    ['юзерuser@пример.рфexample.com', 'user@.example.com'],
    ['ЁёЖж', ''],
    ['a\tb\nc', 'abc'],
    ['first.last+tag@mail.co', 'first.last+tag@mail.co'],
  ])('%j -> %j', (value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });
});

describe('maskName (docs/product/05-validation.md#input-masks: letters, digits and spaces only)', () => {
  it.each([
    ['Иван Петров', 'Иван Петров'],
    ['Ivan Petrov 2', 'Ivan Petrov 2'],
    ['Иван-Петров!', 'ИванПетров'],
    ["O'Brien", 'OBrien'],
    ['Анна,\tМария', 'АннаМария'],
    ['Jos\u0065\u0301', 'José'],
    ['Пётр_1@', 'Пётр1'],
    ['😀 Ann', ' Ann'],
  ])('%j -> %j', (value, expected) => {
    expect(maskName(value)).toBe(expected);
  });
});

describe('maskNumber (docs/product/05-validation.md#input-masks: digits only)', () => {
  it.each([
    ['123', '123'],
    ['1 234,50', '123450'],
    ['-12', '12'],
    ['abc', ''],
    ['٣', ''],
  ])('%j -> %j', (value, expected) => {
    expect(maskNumber(value)).toBe(expected);
  });
});

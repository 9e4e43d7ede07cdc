import { checkFullName } from './check-full-name';

describe('checkFullName (docs/product/05-validation.md#full-name: two Cyrillic words)', () => {
  it.each([
    ['Иван Петров', null],
    ['иван петров', null],
    ['Пётр Ёлкин', null],
    ['  Анна   Смирнова  ', null],
    ['Анна-Мария Римская-Корсакова', null],
    ['Иван Петров Сидорович', 'error.fullName.invalid'],
    ['Иван', 'error.fullName.invalid'],
    ['Ivan Petrov', 'error.fullName.invalid'],
    ['Иван Petrov', 'error.fullName.invalid'],
    ['Иван Петров1', 'error.fullName.invalid'],
    ['Иван -Петров', 'error.fullName.invalid'],
    ['Иван, Петров', 'error.fullName.invalid'],
    ['', 'error.name.empty'],
    ['  ', 'error.name.empty'],
  ])('%j -> %s', (value, expected) => {
    expect(checkFullName(value)).toBe(expected);
  });
});

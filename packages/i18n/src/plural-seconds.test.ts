import type { Locale } from '@shop/types';

import { pluralSeconds } from './plural-seconds';

describe('pluralSeconds: the resend timer (docs/product/04-states.md#auth-flow)', () => {
  it.each<[number, Locale, string]>([
    [1, 'ru', '1 секунду'],
    [2, 'ru', '2 секунды'],
    [4, 'ru', '4 секунды'],
    [5, 'ru', '5 секунд'],
    [11, 'ru', '11 секунд'],
    [12, 'ru', '12 секунд'],
    [14, 'ru', '14 секунд'],
    [21, 'ru', '21 секунду'],
    [22, 'ru', '22 секунды'],
    [25, 'ru', '25 секунд'],
    [59, 'ru', '59 секунд'],
    [60, 'ru', '60 секунд'],
    [101, 'ru', '101 секунду'],
    [111, 'ru', '111 секунд'],
    [0, 'ru', '0 секунд'],
    [1.5, 'ru', '1,5 секунды'],
    [1, 'en', '1 second'],
    [0, 'en', '0 seconds'],
    [2, 'en', '2 seconds'],
    [21, 'en', '21 seconds'],
    [60, 'en', '60 seconds'],
  ])('%d in %s is %j', (count, locale, expected) => {
    expect(pluralSeconds(count, locale)).toBe(expected);
  });
});

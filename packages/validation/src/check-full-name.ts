import type { CheckResult } from './check-result';
import { isBlank } from './is-blank';

const WORD = '[А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)*';
const TWO_CYRILLIC_WORDS = new RegExp(`^${WORD}\\s+${WORD}$`);

/** A full name: exactly two Cyrillic words, hyphenated parts allowed (docs/product/05-validation.md#full-name). */
export function checkFullName(value: string): CheckResult {
  if (isBlank(value)) return 'error.name.empty';
  return TWO_CYRILLIC_WORDS.test(value.trim()) ? null : 'error.fullName.invalid';
}

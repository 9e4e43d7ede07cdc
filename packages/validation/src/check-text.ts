import type { MessageKey } from '@shop/i18n';

import type { CheckResult } from './check-result';
import { isBlank } from './is-blank';

export interface TextRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Message for a blank required field, e.g. 'error.city.empty'. */
  emptyMessage?: MessageKey;
  /** Message for a value that does not match `pattern`. */
  invalidMessage?: MessageKey;
}

// A /g or /y pattern keeps lastIndex between test() calls; a copy without them does not.
const stateless = (pattern: RegExp): RegExp =>
  new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));

/**
 * The generic text check (docs/product/05-validation.md#generic-checks): required, min and max length (in characters
 * of the trimmed value), pattern. 'error.field.tooShort' / 'tooLong' take the
 * `min` / `max` values from the rules when shown.
 */
export function checkText(value: string, rules: TextRules = {}): CheckResult {
  const { required = false, minLength, maxLength, pattern, emptyMessage, invalidMessage } = rules;
  if (isBlank(value)) return required ? (emptyMessage ?? 'error.field.empty') : null;
  const text = value.trim();
  const length = [...text].length;
  if (minLength !== undefined && length < minLength) return 'error.field.tooShort';
  if (maxLength !== undefined && length > maxLength) return 'error.field.tooLong';
  if (pattern && !stateless(pattern).test(text)) return invalidMessage ?? 'error.field.invalid';
  return null;
}

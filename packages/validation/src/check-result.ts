import type { MessageKey } from '@shop/i18n';

/** What a check returns: null when the value is valid, else its message key. */
export type CheckResult = MessageKey | null;

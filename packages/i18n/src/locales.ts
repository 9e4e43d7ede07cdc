import type { Locale } from '@shop/types';

export const SUPPORTED_LOCALES = ['ru', 'en'] as const satisfies readonly Locale[];

export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(value: unknown): value is Locale {
  return (SUPPORTED_LOCALES as readonly unknown[]).includes(value);
}

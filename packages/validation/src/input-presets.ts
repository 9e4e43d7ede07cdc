import { maskEmail } from './mask-email';
import { maskPhone } from './mask-phone';

/**
 * How an email or phone field takes what is typed — its mask, keyboard and autofill hint — so
 * every form spreads the same set into its text field:
 * `<TextField {...form.field('email')} {...EMAIL_INPUT} label={…} required />`.
 * A field that must not be autofilled (someone else's address) overrides `autoComplete` after.
 */
export const EMAIL_INPUT = { mask: maskEmail, type: 'email', autoComplete: 'email' } as const;

export const PHONE_INPUT = { mask: maskPhone, type: 'tel', autoComplete: 'tel' } as const;

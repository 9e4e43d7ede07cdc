import { EMAIL_INPUT, PHONE_INPUT } from './input-presets';

describe('input presets (what an email or phone field spreads into its TextField)', () => {
  it('an email field drops Cyrillic letters and spaces, asks for the email keyboard and autofill', () => {
    expect(EMAIL_INPUT.mask('анна anna @ex ample.com')).toBe('anna@example.com');
    expect(EMAIL_INPUT).toMatchObject({ type: 'email', autoComplete: 'email' });
  });

  it('a phone field formats the number, asks for the phone keyboard and autofill', () => {
    expect(PHONE_INPUT.mask('89991234567')).toBe('+7 (999) 123-45-67');
    expect(PHONE_INPUT.mask('+7 999 123-45-67')).toBe('+7 (999) 123-45-67');
    expect(PHONE_INPUT).toMatchObject({ type: 'tel', autoComplete: 'tel' });
  });
});

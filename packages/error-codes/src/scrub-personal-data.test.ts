import { SCRUBBED, scrubPersonalData, scrubText } from './scrub-personal-data';

describe('scrubText', () => {
  it.each([
    ['order for +7 999 123-45-67 failed', `order for ${SCRUBBED} failed`],
    ['call 8 (999) 1234567 now', `call ${SCRUBBED} now`],
    ['+971501234567', SCRUBBED],
    ['mail anna.k+shop@example.co.uk please', `mail ${SCRUBBED} please`],
    ['certificate CERT-5000 and GD-1002', `certificate ${SCRUBBED} and ${SCRUBBED}`],
    ['wrong code 1234', `wrong code ${SCRUBBED}`],
    ['неверный код: 5678', `неверный код: ${SCRUBBED}`],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps what is not personal: short numbers, versions in paths, prices', () => {
    const text =
      'product 1234 costs 15000 at http://127.0.0.1:8081/catalog/204603312345/remoteEntry.js:1:2';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubPersonalData', () => {
  it('clears personal fields by name, deep, and scrubs every string of a Sentry event', () => {
    const event = {
      message: 'checkout failed for +7 (912) 000-11-22',
      user: { id: '42', email: 'a@b.ru', name: 'Анна', phone: '+79120001122' },
      request: {
        url: 'https://shop.test.ru/auth?phone=%2B79120001122&next=/profile',
        headers: { cookie: 'shop_sid=abc', 'x-csrf-token': 't' },
        data: { address: { city: 'Москва', street: 'Тверская 1' }, quantity: 2 },
      },
      breadcrumbs: [{ message: 'typed a@b.ru', data: { url: '/api/auth/code?code=1234' } }],
      exception: {
        values: [
          {
            value: 'no profile for a@b.ru',
            stacktrace: { frames: [{ filename: 'http://cdn/catalog/123456789012/main.js' }] },
          },
        ],
      },
      tags: { remote: 'catalog', manifest_url: 'http://cdn/catalog/123456789012/mf-manifest.json' },
    };
    const scrubbed = scrubPersonalData(event);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(/9120001122|912\) 000|a@b\.ru|Анна|Москва|Тверская|shop_sid|1234\b/);
    expect(scrubbed.user).toEqual({ id: '42', email: SCRUBBED, name: SCRUBBED, phone: SCRUBBED });
    expect(scrubbed.request.data).toEqual({
      address: { city: SCRUBBED, street: SCRUBBED },
      quantity: 2,
    });
    expect(scrubbed.request.url).toBe(
      `https://shop.test.ru/auth?phone=${encodeURIComponent(SCRUBBED)}&next=%2Fprofile`,
    );
    // Where the code ran and which version stay whole.
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]!.filename).toBe(
      'http://cdn/catalog/123456789012/main.js',
    );
    expect(scrubbed.tags).toEqual(event.tags);
    // The original is not changed.
    expect(event.user.phone).toBe('+79120001122');
  });
});

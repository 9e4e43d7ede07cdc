import { contentSecurityPolicy, originsOf, pageSecurityHeaders } from './security-headers';

describe('page security headers', () => {
  const policy = { remoteOrigins: ['http://localhost:8081'], nonce: 'abc' };

  it('lets a configured map tile server serve images and nothing else', () => {
    const csp = contentSecurityPolicy({ ...policy, tileOrigin: 'https://tiles.example' });
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:8081 https://tiles.example");
    expect(csp).toContain("script-src 'self' 'nonce-abc' http://localhost:8081;");
    expect(csp).not.toMatch(/script-src[^;]*tiles/);
  });

  it('adds HSTS over HTTPS only', () => {
    expect(pageSecurityHeaders(policy, true)['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
    expect(pageSecurityHeaders(policy, false)['strict-transport-security']).toBeUndefined();
  });

  it('takes each origin once from manifest URLs and skips what is not a URL', () => {
    expect(
      originsOf(['http://a:1/x/mf-manifest.json', 'http://a:1/y/mf-manifest.json', 'nonsense']),
    ).toEqual(['http://a:1']);
  });
});

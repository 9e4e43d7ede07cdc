import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  originsOf,
  pageSecurityHeaders,
} from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page security headers', () => {
  const policy = { remoteOrigins: ['http://localhost:8081'], scriptHashes: ["'sha256-abc='"] };

  it('lets a configured map tile server serve images and nothing else', () => {
    const csp = contentSecurityPolicy({ ...policy, tileOrigin: 'https://tiles.example' });
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:8081 https://tiles.example");
    expect(csp).toContain("script-src 'self' 'sha256-abc=' http://localhost:8081;");
    expect(csp).not.toMatch(/script-src[^;]*tiles/);
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'nonce-)/);
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

  it('hashes the inline scripts a page runs, once each, and not its data blocks or script files', () => {
    const page =
      '<head><script>start("/main.js")</script>' +
      '<script type="module">m()</script>' +
      '<script id="shop-registry" type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script>' +
      '<script src="/main.js" defer></script>' +
      '<script data-src="x">ünï()</script>' +
      '</head><body><script>start("/main.js")</script></body>';
    expect(inlineScriptHashes(page)).toEqual([
      sha256('start("/main.js")'),
      sha256('m()'),
      sha256('ünï()'),
    ]);
  });
});

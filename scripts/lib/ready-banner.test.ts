import { join } from 'node:path';
import { readyBanner } from './ready-banner';
import { ROOT } from './apps';
import type { ShopUrls } from './shop';

const urls: ShopUrls = {
  shell: 'http://localhost:8080',
  shellEn: 'http://en.localhost:8080',
  remotes: {
    catalog: 'http://localhost:8081',
    'cart-checkout': 'http://localhost:8082',
    'profile-auth': 'http://localhost:8083',
    certificates: 'http://localhost:8084',
    favorites: 'http://localhost:8085',
  },
  api: 'http://localhost:8090',
};

describe('the ready banner', () => {
  const cwd = process.cwd();
  const runtime = process.env.SHOP_RUNTIME_DIR;
  beforeEach(() => {
    process.chdir(ROOT);
    delete process.env.SHOP_RUNTIME_DIR;
  });
  afterEach(() => {
    process.chdir(cwd);
    if (runtime === undefined) delete process.env.SHOP_RUNTIME_DIR;
    else process.env.SHOP_RUNTIME_DIR = runtime;
  });

  it('tells a newcomer where the shop is, where login codes appear, that payments are a test, and how to stop and reset', () => {
    const text = readyBanner(urls, 48.04, {}).join('\n');
    expect(text).toContain('The shop is ready in 48.0 s:');
    expect(text).toContain('Russian storefront  http://localhost:8080');
    expect(text).toContain('English storefront  http://en.localhost:8080');
    expect(text).toContain(
      'no SMS gateway: each code appears in this console as "[shop-api] login code for +7…: 1234"',
    );
    expect(text).toContain("test mode: paying opens the test payment provider's page");
    expect(text).toContain('Ctrl+C');
    expect(text).toContain('delete .runtime/, npm start again');
    expect(text).toContain('catalog             http://localhost:8081');
  });

  it('says what the API is configured to do instead, and names a runtime folder elsewhere in full', () => {
    process.env.SHOP_RUNTIME_DIR = join('/tmp', 'elsewhere');
    const text = readyBanner(urls, 3, {
      SHOP_API_MODE: 'production',
      SHOP_API_SMS_GATEWAY_URL: 'https://sms.example/send?key=secret',
    }).join('\n');
    expect(text).toContain('sent through the SMS gateway at https://sms.example');
    expect(text).not.toContain('secret');
    expect(text).toContain('no payment provider configured (production mode)');
    expect(text).toContain('delete /tmp/elsewhere/, npm start again');
  });
});

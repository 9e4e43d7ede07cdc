import { domainRedirectTarget } from './domain-redirect';

const page = {
  protocol: 'http:',
  host: 'shop.test.com:8080',
  pathname: '/catalog/rings',
  search: '?page=2',
  hash: '#top',
};

describe('domainRedirectTarget', () => {
  it('sends the same page to the named host', () => {
    expect(domainRedirectTarget('shop.test.ru:8080', page)).toBe(
      'http://shop.test.ru:8080/catalog/rings?page=2#top',
    );
  });

  it.each([null, '', 'SHOP.TEST.COM:8080', 'evil.example/x', 'http://evil.example', 'a b'])(
    'stays for %j',
    (header) => {
      expect(domainRedirectTarget(header, page)).toBeNull();
    },
  );
});

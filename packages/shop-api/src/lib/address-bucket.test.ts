import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('203.0.113.8')).not.toBe(addressBucket('203.0.113.7'));
  });

  it.each([
    '::ffff:203.0.113.7',
    '::FFFF:203.0.113.7',
    '::ffff:cb00:7107',
    '0:0:0:0:0:ffff:cb00:7107',
  ])('counts the IPv4-mapped %s as the IPv4 address', (mapped) => {
    expect(addressBucket(mapped)).toBe('203.0.113.7');
  });

  it('puts every address of one /64 into one bucket, whatever its spelling', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    for (const ip of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:1234:5678:9abc:def0',
      '2001:db8:1:2:0:0:0:7',
      '2001:db8:1:2::9%eth0',
    ])
      expect(addressBucket(ip)).toBe(bucket);
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
    expect(addressBucket('2001:db9:1:2::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });

  it('handles the compressed forms at either end and an embedded IPv4 tail', () => {
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything that is not an address through unchanged', () => {
    expect(addressBucket('')).toBe('');
    expect(addressBucket('unknown')).toBe('unknown');
  });
});

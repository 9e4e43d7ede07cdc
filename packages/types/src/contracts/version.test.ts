import contract from './contract.json';
import { checkContract, CONTRACT_VERSION, parseContractVersion } from './version';

describe('contract versions', () => {
  it('reads the version the builds stamp', () => {
    expect(CONTRACT_VERSION).toBe(contract.version);
    expect(parseContractVersion(CONTRACT_VERSION)).not.toBeNull();
  });

  it('parses major.minor.patch and nothing else', () => {
    expect(parseContractVersion('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
    expect(parseContractVersion('1.2')).toBeNull();
    expect(parseContractVersion('v1.2.3')).toBeNull();
    expect(parseContractVersion('1.2.3-beta')).toBeNull();
  });

  it.each([
    ['1.0.0', '1.0.0'],
    ['1.0.0', '1.4.0'],
    ['1.4.2', '1.0.0'],
    ['2.3.0', '2.0.9'],
  ])('built against %s, the other side at %s: compatible', (expected, actual) => {
    expect(checkContract(expected, actual)).toEqual({ compatible: true, known: true });
  });

  it.each([
    ['1.0.0', '2.0.0'],
    ['2.0.0', '1.9.9'],
    ['1.0.0', '0.1.0'],
  ])('built against %s, the other side at %s: another major', (expected, actual) => {
    expect(checkContract(expected, actual)).toEqual({
      compatible: false,
      expected,
      actual,
      reason: 'different major version',
    });
  });

  it('refuses an unreadable version and allows one that was never recorded', () => {
    expect(checkContract('1.0.0', 'latest')).toMatchObject({
      compatible: false,
      reason: 'unreadable contract version',
    });
    expect(checkContract('1.0.0', undefined)).toEqual({ compatible: true, known: false });
  });
});

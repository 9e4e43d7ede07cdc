import contract from '../../types/src/contracts/contract.json';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack factory
const { contractVersion } = require('./create-webpack-config') as {
  contractVersion: () => string;
};

describe('the contract version a build stamps into its manifest', () => {
  const saved = process.env.SHOP_CONTRACT_VERSION;
  afterEach(() => {
    if (saved === undefined) delete process.env.SHOP_CONTRACT_VERSION;
    else process.env.SHOP_CONTRACT_VERSION = saved;
  });

  it("is the contract's own version", () => {
    delete process.env.SHOP_CONTRACT_VERSION;
    expect(contractVersion()).toBe(contract.version);
  });

  it('can be overridden for a version-skew build', () => {
    process.env.SHOP_CONTRACT_VERSION = '7.1.0';
    expect(contractVersion()).toBe('7.1.0');
  });
});

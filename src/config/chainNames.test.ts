import { config } from './index';
import { chainLabel, chainName } from './chainNames';

describe('chainName / chainLabel', () => {
  it('names the networks a wallet is often on', () => {
    expect(chainLabel(1)).toBe('Ethereum (chain 1)');
    expect(chainLabel(56)).toBe('BNB Smart Chain (chain 56)');
    expect(chainName(97)).toBe('BNB Smart Chain Testnet');
  });

  it("names the app's own chain as the deployment does", () => {
    expect(chainName(config.chain.id)).toBe(config.chain.name);
  });

  it('falls back to the number for a network it does not know', () => {
    expect(chainName(123456)).toBeNull();
    expect(chainLabel(123456)).toBe('chain 123456');
  });
});

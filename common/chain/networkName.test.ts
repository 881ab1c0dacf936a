/** @jest-environment node */
import { targetNetworkName } from './networkName';

describe('targetNetworkName', () => {
  it("is the specification's name on BNB Smart Chain, and the deployment's own elsewhere", () => {
    expect(targetNetworkName({ chainId: 56, chainName: 'BNB Smart Chain' })).toBe('BSC Mainnet');
    expect(targetNetworkName({ chainId: 97, chainName: 'BNB Smart Chain Testnet' })).toBe('BNB Smart Chain Testnet');
    expect(targetNetworkName({ chainId: 31337, chainName: 'BNB Smart Chain (dev)' })).toBe('BNB Smart Chain (dev)');
  });
});

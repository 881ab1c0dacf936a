import { getAddress, isAddress } from './web3ReactAddressShim';

describe('web3ReactAddressShim', () => {
  it('accepts wallet accounts and normalises them to lowercase', () => {
    expect(getAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    expect(getAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    expect(isAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true);
  });

  it('rejects what is not an address, as web3-react expects', () => {
    for (const bad of ['', '0x123', 'hello', '0xZZ997970c51812dc3a010c7d01b50e0d17dc79c8']) {
      expect(() => getAddress(bad)).toThrow('invalid address');
      expect(isAddress(bad)).toBe(false);
    }
  });
});

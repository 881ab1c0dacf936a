import { checksumAddress, keccak256Hex } from './checksumAddress';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('keccak256Hex', () => {
  it('matches the known Keccak-256 digests', () => {
    expect(keccak256Hex(utf8(''))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256Hex(utf8('abc'))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
    // the selector of transfer(address,uint256) is the first 4 bytes
    expect(keccak256Hex(utf8('transfer(address,uint256)')).slice(0, 8)).toBe('a9059cbb');
  });

  it('handles inputs longer than one 136-byte block and exactly one block', () => {
    expect(keccak256Hex(utf8('a'.repeat(200)))).toHaveLength(64);
    expect(keccak256Hex(utf8('a'.repeat(136)))).not.toBe(keccak256Hex(utf8('a'.repeat(135))));
  });
});

describe('checksumAddress', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])('gives the EIP-55 form of %s from any case', (expected) => {
    expect(checksumAddress(expected.toLowerCase())).toBe(expected);
    expect(checksumAddress(`0x${expected.slice(2).toUpperCase()}`)).toBe(expected);
  });

  it('leaves non-addresses alone', () => {
    expect(checksumAddress('0x1234')).toBe('0x1234');
    expect(checksumAddress('')).toBe('');
  });
});

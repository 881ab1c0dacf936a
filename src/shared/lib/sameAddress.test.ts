import { sameAddress } from './sameAddress';

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('sameAddress', () => {
  it('matches an address whatever its case or surrounding spaces', () => {
    expect(sameAddress(CHECKSUMMED, CHECKSUMMED.toLowerCase())).toBe(true);
    expect(sameAddress(` ${CHECKSUMMED.toUpperCase().replace('0X', '0x')} `, CHECKSUMMED)).toBe(true);
  });
  it('refuses different addresses and missing ones (no account is nobody)', () => {
    expect(sameAddress(CHECKSUMMED, '0x' + '00'.repeat(20))).toBe(false);
    expect(sameAddress(null, null)).toBe(false);
    expect(sameAddress('', '')).toBe(false);
    expect(sameAddress(undefined, CHECKSUMMED)).toBe(false);
  });
});

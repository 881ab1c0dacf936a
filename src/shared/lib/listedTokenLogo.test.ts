import { getAddress } from 'ethers';
import type { DeployedToken } from '../../../common/deployment/schema';
import { config } from '../../config';
import { listedTokenLogo } from './listedTokenLogo';

describe('listedTokenLogo', () => {
  const listed = (config.tokens as readonly DeployedToken[]).find((token) => token.logoURI && token.address.startsWith('0x') && /[a-f]/.test(token.address.slice(2)));

  it('gives the token list logo of a listed token, whatever the case of the address', () => {
    expect(listed).toBeDefined();
    expect(listedTokenLogo(listed!.address.toLowerCase())).toBe(listed!.logoURI);
    expect(listedTokenLogo(getAddress(listed!.address))).toBe(listed!.logoURI);
    expect(listedTokenLogo(` ${listed!.address.toUpperCase().replace('0X', '0x')} `)).toBe(listed!.logoURI);
  });

  it('gives null for a token the list does not hold', () => {
    expect(listedTokenLogo('0x000000000000000000000000000000000000dEaD')).toBeNull();
  });
});

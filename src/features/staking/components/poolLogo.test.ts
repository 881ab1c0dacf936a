import { getAddress } from 'ethers';
import type { DeployedToken } from '../../../../common/deployment/schema';
import { config } from '../../../config';
import { poolLogoSources } from './poolLogo';

describe('poolLogoSources', () => {
  const listed = (config.tokens as readonly DeployedToken[]).find((token) => token.symbol === 'SALLY') ?? (config.tokens as readonly DeployedToken[]).find((token) => token.logoURI);

  it("tries the uploaded logo, then the token list's logo of the pool's token (checksummed, as the chain gives it)", () => {
    expect(listed?.logoURI).toBeTruthy();
    const sources = poolLogoSources({ poolId: '1', stakingToken: getAddress(listed!.address) });
    expect(sources.src).toMatch(/\/stake-pools\/0\/logo$/);
    expect(sources.fallbackSrc).toBe(listed!.logoURI);
  });

  it('has no fallback for a token the list does not hold (its initials show)', () => {
    expect(poolLogoSources({ poolId: 3, stakingToken: '0x000000000000000000000000000000000000dEaD' }).fallbackSrc).toBeNull();
  });
});

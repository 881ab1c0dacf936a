import { getAddress } from 'ethers';
import type { DeployedToken } from '../../../../common/deployment/schema';
import { config } from '../../../config';
import { poolCardLogoSources, poolLogoSources } from './poolLogo';

const listed = (config.tokens as readonly DeployedToken[]).find((token) => token.symbol === 'SALLY') ?? (config.tokens as readonly DeployedToken[]).find((token) => token.logoURI);
const UNLISTED = '0x000000000000000000000000000000000000dEaD';

describe('poolLogoSources', () => {
  it("tries the uploaded logo, then the token list's logo of the pool's token (checksummed, as the chain gives it)", () => {
    expect(listed?.logoURI).toBeTruthy();
    const sources = poolLogoSources({ poolId: '1', stakingToken: getAddress(listed!.address) });
    expect(sources.src).toMatch(/\/stake-pools\/0\/logo$/);
    expect(sources.fallbackSrc).toBe(listed!.logoURI);
  });

  it('has no fallback for a token the list does not hold (its initials show)', () => {
    expect(poolLogoSources({ poolId: 3, stakingToken: UNLISTED }).fallbackSrc).toBeNull();
  });
});

describe('poolCardLogoSources', () => {
  it("shows the pool's uploaded logo from the API base, the token list's logo behind it", () => {
    const sources = poolCardLogoSources({ stakingToken: getAddress(listed!.address) }, { logoUrl: '/stake-pools/6/logo', hasMetadata: true });
    expect(sources).toEqual({ src: `${config.apiBase}/stake-pools/6/logo`, fallbackSrc: listed!.logoURI });
  });

  it("asks the API for nothing when the pool has no logo of its own, or its page does not know: the token list's logo", () => {
    const token = { stakingToken: getAddress(listed!.address) };
    expect(poolCardLogoSources(token, { logoUrl: null, hasMetadata: true })).toEqual({ src: listed!.logoURI, fallbackSrc: null });
    expect(poolCardLogoSources(token, { logoUrl: null, hasMetadata: null })).toEqual({ src: listed!.logoURI, fallbackSrc: null });
  });

  it('leaves an unlisted token without a logo to its initials', () => {
    expect(poolCardLogoSources({ stakingToken: UNLISTED }, { logoUrl: null, hasMetadata: false })).toEqual({ src: null, fallbackSrc: null });
  });
});

import deployment from '@deployment';
import { config, NATIVE_TOKEN_ADDRESS } from '.';
import { assertDeploymentComplete, missingDeploymentAddresses } from './validateDeployment';

describe('config (SPEC section 9, DESIGN.md section 6)', () => {
  it('holds the specified timings', () => {
    expect(config.timing).toEqual({
      quoteTTL: 60_000,
      quoteDebounce: 500,
      tokenPolling: 1_800_000,
      tokenSessionCache: 1_800_000,
      pricePolling: 60_000,
      apiTimeout: 10_000,
      walletPolling: 15_000,
      bondQuoteRefetch: 5_000,
    });
    expect(config.cache).toEqual({
      keepUnusedDataFor: 300,
      maxRetries: 1,
      refetchOnFocus: false,
      tokenInfoSeconds: 300,
      metadataSeconds: 300,
    });
    expect(config.lists).toEqual({ staleSeconds: 30, refetchMs: 60_000, pageSize: 100 });
    expect(config.rpc).toMatchObject({ retries: 2, retryDelay: 1_000, batch: true });
  });

  it('holds the business constants', () => {
    expect(config.defaultSlippage).toBe(0.5);
    expect(config.platformFeeBps).toBe(100);
    expect(BigInt(config.bondCreationFeeFallbackWei)).toBe(2n * 10n ** 15n);
    expect(config.demoEntries).toBe(true);
    expect(NATIVE_TOKEN_ADDRESS).toBe(`0x${'e'.repeat(40)}`);
    expect(config.partners).toHaveLength(31);
    expect(new Set(config.partners.map((p) => p.id)).size).toBe(31);
  });

  it('takes the chain from the deployment (31337 on the dev stack, never 56 there)', () => {
    expect(config.chain).toMatchObject({
      id: deployment.chainId,
      hexId: `0x${deployment.chainId.toString(16)}`,
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      blockTime: 750,
      multicall3: deployment.contracts.multicall3,
    });
    expect(config.chain.id).toBe(31337);
    expect(config.chain.explorerUrl).toBeNull();
    expect(config.chain.rpcUrls).toEqual([deployment.rpcUrl]);
    expect(config.chain.rpcUrl).toBe(deployment.rpcUrl);
    expect(config.apiBase).toBe('http://127.0.0.1:8787');
  });
});

describe('validateDeployment', () => {
  it('names every missing or zero address', () => {
    const broken = {
      ...deployment,
      contracts: { ...deployment.contracts, bondFactory: '0x0000000000000000000000000000000000000000', usdt: 'nope' },
    };
    expect(missingDeploymentAddresses(broken)).toEqual(expect.arrayContaining(['contracts.bondFactory', 'contracts.usdt']));
    expect(() => assertDeploymentComplete(broken, 'deployments/bsc.json')).toThrow(
      /deployments\/bsc.json is incomplete: missing .*contracts.bondFactory/,
    );
  });
});

/**
 * Fills a running, seeded dev chain with listings at scale (`npm run seed:scale`): sales and pools
 * by a few hundred wallets, purchases and stakes spread over them, one wallet with hundreds of
 * bonds and stakes (the page-request target) and one owner with thousands of sales and pools.
 *
 * Fast because nothing is signed but the quotes: automine is off, the wallets are impersonated,
 * transactions go out in JSON-RPC batches with fixed gas limits and are mined many to a block
 * (scripts/scale/blockBatch.ts). Time is moved between the two halves of the listings so that at
 * the end some are finished and some live.
 */
import { getCreateAddress, HDNodeWallet, Interface, MaxUint256, Mnemonic, parseEther, Wallet } from 'ethers';
import type { Deployment } from '../../common/deployment/schema';
import { devQuoteSignerKey } from '../../server/devKeys';
import { BondFactory__factory, BondSale__factory, ERC20__factory, MockERC20__factory, StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import { readOwnArtifact } from '../artifacts';
import { DEV_MNEMONIC } from '../deploySeed';
import { paymentFor, signQuote } from '../quote';
import { DevChain, type PendingTx } from './blockBatch';

export interface ScaleOptions {
  rpcUrl: string;
  deployment: Deployment;
  sales: number;
  pools: number;
  /** wallets that own, buy and stake (default 300) */
  wallets?: number;
  /** bonds and stakes of the busiest wallet (default 320) */
  heavyPositions?: number;
  log?: (message: string) => void;
}

export interface ScaleSummary {
  sales: number;
  pools: number;
  purchases: number;
  stakes: number;
  wallets: number;
  /** every wallet that owns, buys or stakes */
  walletAddresses: string[];
  /** the wallet with `heavyPositions` bonds and as many stakes */
  heavyWallet: string;
  /** the wallet that owns the most sales and pools */
  heavyOwner: string;
  blocks: number;
  seconds: number;
}

const E18 = 10n ** 18n;
/** Derivation index of the first scale wallet: clear of the dev accounts the tests use (0–19). */
const FIRST_WALLET_INDEX = 100;
const TOKENS = 40;
const DAY = 86_400;
/** Listings and trades per batch of transactions (each batch is mined before the next is sent). */
const PER_BATCH = 500;
const GAS = { approve: 80_000n, mint: 80_000n, createSale: 700_000n, createPool: 700_000n, buy: 350_000n, stake: 250_000n, endEarly: 80_000n };

const bondFactoryIface = BondFactory__factory.createInterface() as unknown as Interface;
const stakingFactoryIface = StakingFactory__factory.createInterface() as unknown as Interface;
const saleIface = BondSale__factory.createInterface() as unknown as Interface;
const poolIface = StakingPool__factory.createInterface() as unknown as Interface;
const erc20Iface = ERC20__factory.createInterface() as unknown as Interface;
const mockIface = MockERC20__factory.createInterface() as unknown as Interface;

/** A small deterministic generator, so every run builds the same chain. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function seedScale(options: ScaleOptions): Promise<ScaleSummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const chain = new DevChain(options.rpcUrl);
  const { contracts } = options.deployment;
  const walletCount = options.wallets ?? 300;
  const heavyPositions = options.heavyPositions ?? 320;
  const pick = random(29);
  let blocks = 0;
  const send = async (txs: PendingTx[]) => {
    blocks += await chain.sendAll(txs);
  };

  const mnemonic = Mnemonic.fromPhrase(DEV_MNEMONIC);
  const wallets = Array.from({ length: walletCount }, (_, i) => HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${FIRST_WALLET_INDEX + i}`).address.toLowerCase());
  const deployer = (await chain.call<string[]>('eth_accounts'))[0]!.toLowerCase();
  const [heavyOwner, heavyWallet] = [wallets[0]!, wallets[1]!];
  const saleFee = BigInt(await chain.call<string>('eth_call', [{ to: contracts.bondFactory, data: bondFactoryIface.encodeFunctionData('saleCreationFee') }, 'latest']));
  const poolFee = BigInt(await chain.call<string>('eth_call', [{ to: contracts.stakingFactory, data: stakingFactoryIface.encodeFunctionData('getPoolCreationFee') }, 'latest']));

  const existing = async (factory: string, iface: Interface, method: string) =>
    Number(BigInt(await chain.call<string>('eth_call', [{ to: factory, data: iface.encodeFunctionData(method) }, 'latest'])));
  const firstSale = (await existing(contracts.bondFactory, bondFactoryIface, 'totalSales')) + 1;
  const firstPool = (await existing(contracts.stakingFactory, stakingFactoryIface, 'totalPoolsCount')) + 1;

  await chain.batch([
    ...wallets.map((w) => ({ method: 'hardhat_impersonateAccount', params: [w] })),
    ...wallets.map((w) => ({ method: 'hardhat_setBalance', params: [w, `0x${parseEther('1000000').toString(16)}`] })),
  ]);
  await chain.call('evm_setBlockGasLimit', [`0x${(1_000_000_000n).toString(16)}`]);
  await chain.call('evm_setAutomine', [false]);
  try {
    // Tokens with names and symbols to search by, minted to every wallet and approved to both factories.
    const bytecode = readOwnArtifact('MockERC20').bytecode;
    const deployTxs: PendingTx[] = Array.from({ length: TOKENS }, (_, i) => ({
      from: deployer,
      data: bytecode + mockIface.encodeDeploy([`Scale Token ${i + 1}`, `SCL${i + 1}`, 18]).slice(2),
      gas: 3_000_000n,
      label: `token ${i + 1}`,
    }));
    const firstNonce = Number(BigInt(await chain.call<string>('eth_getTransactionCount', [deployer, 'latest'])));
    await send(deployTxs);
    const tokens = deployTxs.map((_, i) => getCreateAddress({ from: deployer, nonce: firstNonce + i }).toLowerCase());
    // Each wallet lists and stakes a few tokens of its own; the two heavy wallets every token.
    const tokensOf = new Map(wallets.map((w, i) => [w, i < 2 ? tokens : [0, 1, 2, 3].map((k) => tokens[(i * 7 + k * 11) % TOKENS]!)]));
    // The heavy owner lists a third of everything: at 10,000 sales some of its tokens fund over 10M.
    const funding = (w: string) => (w === heavyOwner || w === heavyWallet ? 1_000_000_000n : 10_000_000n) * E18;
    await send([...tokensOf].flatMap(([w, own]) => own.map((token) => ({ from: deployer, to: token, data: mockIface.encodeFunctionData('mint', [w, funding(w)]), gas: GAS.mint, label: 'mint' }))));
    await send(
      [...tokensOf].flatMap(([w, own]) =>
        own.flatMap((token) => [
          { from: w, to: token, data: erc20Iface.encodeFunctionData('approve', [contracts.bondFactory, MaxUint256]), gas: GAS.approve, label: 'approve bond factory' },
          { from: w, to: token, data: erc20Iface.encodeFunctionData('approve', [contracts.stakingFactory, MaxUint256]), gas: GAS.approve, label: 'approve staking factory' },
        ]),
      ),
    );
    log(`${TOKENS} tokens minted to ${walletCount} wallets`);

    // Listings in two halves, 20 days apart: the first half's sales end 10 days before the second's.
    // A third of the listings are the heavy owner's, the rest spread over the other wallets.
    const ownerOf = (i: number) => (i % 3 === 0 ? heavyOwner : wallets[2 + pick(walletCount - 2)]!);
    const tokenOf = (wallet: string) => {
      const own = tokensOf.get(wallet)!;
      return own[pick(own.length)]!;
    };
    const halves = [Math.floor(options.sales / 2), options.sales - Math.floor(options.sales / 2)];
    const poolHalves = [Math.floor(options.pools / 2), options.pools - Math.floor(options.pools / 2)];
    let saleCount = 0;
    let poolCount = 0;
    for (let half = 0; half < 2; half++) {
      if (half === 1) await chain.batch([{ method: 'evm_increaseTime', params: [20 * DAY] }]);
      const creations: PendingTx[] = [];
      for (let i = 0; i < halves[half]!; i++, saleCount++) {
        const maxTokens = BigInt(1_000 + pick(99_000)) * E18;
        const owner = ownerOf(saleCount);
        creations.push({
          from: owner,
          to: contracts.bondFactory,
          data: createSaleData(tokenOf(owner), maxTokens, 100 + pick(29) * 100, (7 + pick(180)) * DAY),
          value: saleFee,
          gas: GAS.createSale,
          label: `sale ${saleCount + 1}`,
        });
      }
      for (let i = 0; i < poolHalves[half]!; i++, poolCount++) {
        const owner = ownerOf(poolCount);
        const token = tokenOf(owner);
        // The first half's pools outlive the 20 days before anyone stakes.
        const days = (half === 0 ? 25 : 5) + pick(120);
        creations.push({
          from: owner,
          to: contracts.stakingFactory,
          data: stakingFactoryIface.encodeFunctionData('createPool', [token, 100 + pick(60) * 100, days * DAY, 10_000n * E18]),
          value: poolFee,
          gas: GAS.createPool,
          label: `pool ${poolCount + 1}`,
        });
      }
      for (const part of chunks(creations, PER_BATCH)) await send(part);
      log(`${saleCount} sales and ${poolCount} pools created`);
    }

    // This run's listings follow those the chain already had (the dev seed's); the order they were
    // mined in decides their ids, so owners and tokens are read back rather than assumed.
    const sales = await listingsInRange(chain, contracts.bondFactory, 'sale', firstSale, options.sales);
    const pools = await listingsInRange(chain, contracts.stakingFactory, 'pool', firstPool, options.pools);

    // Purchases: the heavy wallet buys into `heavyPositions` sales, every other wallet into a few.
    const signer = new Wallet(devQuoteSignerKey());
    const deadline = BigInt((await chain.latestTimestamp()) + 30 * DAY);
    const saleInfos = new Map<number, { address: string; discount: bigint; minPrice: bigint; currency: number; maxPerQuote: bigint }>();
    const buyers: Array<[string, number]> = [];
    const saleIds = (n: number) => distinct(pick, options.sales, Math.min(n, options.sales)).map((k) => firstSale + k - 1);
    for (const id of saleIds(heavyPositions)) buyers.push([heavyWallet, id]);
    for (const wallet of wallets.slice(2)) for (const id of saleIds(30)) buyers.push([wallet, id]);
    for (const part of chunks([...new Set(buyers.map(([, id]) => id))], 500)) {
      const infos = await chain.batch(part.map((id) => ({ method: 'eth_call', params: [{ to: contracts.bondFactory, data: bondFactoryIface.encodeFunctionData('getSaleByIndex', [id - 1]) }, 'latest'] })));
      part.forEach((id, i) => {
        const info = bondFactoryIface.decodeFunctionResult('getSaleByIndex', infos[i]!.result as string)[0];
        saleInfos.set(id, { address: String(info.saleAddress).toLowerCase(), discount: info.discount, minPrice: info.minPricePerToken, currency: Number(info.currency), maxPerQuote: info.maxPerQuote });
      });
    }
    let nonce = 1n;
    const purchases: PendingTx[] = [];
    for (const [buyer, id] of buyers) {
      const sale = saleInfos.get(id)!;
      const tokenAmount = E18 * BigInt(1 + pick(20));
      const quote = {
        buyer,
        saleAddress: sale.address,
        currency: sale.currency,
        tokenAmount,
        pricePerToken: sale.minPrice,
        paymentAmount: paymentFor(tokenAmount, sale.minPrice, 18),
        discountBps: sale.discount,
        priceSource: 'scale seed',
        deadline,
        nonce: nonce++,
      };
      const signature = await signQuote(signer, options.deployment.chainId, quote);
      purchases.push({ from: buyer, to: sale.address, data: saleIface.encodeFunctionData('buyWithQuote', [quote, signature]), value: quote.paymentAmount, gas: GAS.buy, label: `purchase in sale ${id}` });
    }
    for (const part of chunks(purchases, PER_BATCH)) await send(part);
    log(`${purchases.length} purchases`);

    // Stakes: the heavy wallet in `heavyPositions` pools, every other wallet in a few of its tokens' pools; each staker approves its pool.
    const poolsByToken = new Map<string, number[]>();
    pools.forEach((pool, i) => poolsByToken.set(pool.token, [...(poolsByToken.get(pool.token) ?? []), i]));
    // [wallet, index of the pool in this run]
    const stakers: Array<[string, number]> = [];
    for (const k of distinct(pick, options.pools, Math.min(heavyPositions, options.pools))) stakers.push([heavyWallet, k - 1]);
    for (const wallet of wallets.slice(2)) {
      const own = tokensOf.get(wallet)!.flatMap((token) => poolsByToken.get(token) ?? []);
      for (const k of distinct(pick, own.length, Math.min(15, own.length))) stakers.push([wallet, own[k - 1]!]);
    }
    const stakes: PendingTx[] = stakers.flatMap(([wallet, i]) => [
      { from: wallet, to: pools[i]!.token, data: erc20Iface.encodeFunctionData('approve', [pools[i]!.address, MaxUint256]), gas: GAS.approve, label: `approve pool ${firstPool + i}` },
      { from: wallet, to: pools[i]!.address, data: poolIface.encodeFunctionData('stake', [E18 * BigInt(1 + pick(500))]), gas: GAS.stake, label: `stake in pool ${firstPool + i}` },
    ]);
    for (const part of chunks(stakes, PER_BATCH)) await send(part);
    log(`${stakers.length} stakes`);

    // Some sales ended early by their owners.
    const ended: PendingTx[] = [];
    for (let i = 0; i < options.sales; i += 20) {
      ended.push({ from: sales[i]!.owner, to: sales[i]!.address, data: saleIface.encodeFunctionData('endEarly'), gas: GAS.endEarly, label: `end sale ${firstSale + i} early` });
    }
    await send(ended);
    // Past the first half's sale ends and the shortest pools.
    await chain.batch([{ method: 'evm_increaseTime', params: [15 * DAY] }]);
    await chain.call('evm_mine');
    blocks += 1;
    return { sales: saleCount, pools: poolCount, purchases: purchases.length, stakes: stakers.length, wallets: walletCount, walletAddresses: wallets, heavyWallet, heavyOwner, blocks, seconds: (Date.now() - started) / 1000 };
  } finally {
    await chain.call('evm_setAutomine', [true]);
  }
}

/**
 * The encoded createSale of today's factory: a BNB sale with a tiny floor price, so purchases cost
 * little, and its whole cap as hourly budget, so the many purchases mined in one hour all fit.
 */
function createSaleData(token: string, maxTokens: bigint, discountBps: number, vestingSeconds: number): string {
  return bondFactoryIface.encodeFunctionData('createSale', [token, 0, vestingSeconds, maxTokens, discountBps, 1_000_000_000n, 0n, maxTokens]);
}

/** Address, owner and token of the sales or pools with ids first … first + count − 1, read in pages of 200. */
async function listingsInRange(chain: DevChain, factory: string, kind: 'sale' | 'pool', first: number, count: number) {
  const iface = kind === 'sale' ? bondFactoryIface : stakingFactoryIface;
  const method = kind === 'sale' ? 'getSalesInRange' : 'getPoolsInRange';
  const pages = Array.from({ length: Math.ceil(count / 200) }, (_, p) => [first - 1 + p * 200, Math.min(first - 1 + count, first - 1 + (p + 1) * 200)]);
  const answers = await chain.batch(pages.map(([from, to]) => ({ method: 'eth_call', params: [{ to: factory, data: iface.encodeFunctionData(method, [from, to]) }, 'latest'] })));
  return answers.flatMap((answer) =>
    (iface.decodeFunctionResult(method, answer.result as string)[0] as Array<Record<string, string>>).map((info) => ({
      address: String(kind === 'sale' ? info.saleAddress : info.poolAddress).toLowerCase(),
      owner: String(kind === 'sale' ? info.projectOwner : info.owner).toLowerCase(),
      token: String(kind === 'sale' ? info.token : info.stakingToken).toLowerCase(),
    })),
  );
}

/** `count` distinct ids in 1..n. */
function distinct(pick: (n: number) => number, n: number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(1 + pick(n));
  return [...chosen];
}

/**
 * What the event index tests share: activity made on the stack's chain as users make it (bonds
 * bought with quotes the dev quote signer signs, stakes, new pools and sales), waiting until an
 * API has indexed the chain's head, and everything an API's index answers, to compare two indexes.
 */
import { MaxUint256, Wallet } from 'ethers';
import { withGasHeadroom } from '../../common/chain/gasHeadroom';
import type { MetadataPayload } from '../../common/metadata/signedMetadata';
import { paymentFor, signQuote } from '../../scripts/quote';
import { devQuoteSignerKey } from '../../server/devKeys';
import { address, latestTimestamp, metadataMessage, provider, rpc, signer } from './helpers';
import { contracts } from '../e2e/support/contracts';

export const E18 = 10n ** 18n;
let nonce = BigInt(Date.now()) * 1000n;

/** Buys `tokenAmount` of a sale as dev account `account`, at the sale's minimum price, with a quote signed here. */
export async function buyAs(account: number, saleId: number, tokenAmount: bigint): Promise<void> {
  const c = contracts(account);
  const info = await c.bondFactory.getSaleByIndex(saleId - 1);
  const pricePerToken = info.minPricePerToken;
  const quote = {
    buyer: address(account),
    saleAddress: info.saleAddress,
    currency: Number(info.currency),
    tokenAmount,
    pricePerToken,
    paymentAmount: paymentFor(tokenAmount, pricePerToken, 18),
    discountBps: info.discount,
    priceSource: 'test',
    deadline: BigInt((await latestTimestamp()) + 600),
    nonce: ++nonce,
  };
  const signature = await signQuote(new Wallet(devQuoteSignerKey()), 31337, quote);
  const sale = c.bondSale(info.saleAddress);
  if (quote.currency !== 0) {
    const payment = quote.currency === 1 ? c.usdt : c.usd1;
    await (await payment.approve(info.saleAddress, quote.paymentAmount)).wait();
  }
  await (await sale.buyWithQuote(quote, signature, { value: quote.currency === 0 ? quote.paymentAmount : 0n })).wait();
}

/** Stakes `amount` of a pool's token as dev account `account` (approving the pool first), with the app's gas headroom. */
export async function stakeAs(account: number, poolId: number, amount: bigint): Promise<void> {
  const c = contracts(account);
  const info = await c.stakingFactory.getPoolByIndex(poolId - 1);
  await (await c.erc20(info.stakingToken).approve(info.poolAddress, MaxUint256)).wait();
  const pool = c.stakingPool(info.poolAddress);
  const gas = await pool.stake.estimateGas(amount);
  await (await pool.stake(amount, { gasLimit: withGasHeadroom(gas) })).wait();
}

/** Unstakes everything, with the app's gas headroom (an unstake's gas depends on chain time). */
export async function unstakeAs(account: number, poolId: number): Promise<void> {
  const c = contracts(account);
  const info = await c.stakingFactory.getPoolByIndex(poolId - 1);
  const pool = c.stakingPool(info.poolAddress);
  const gas = await pool.unstake.estimateGas();
  await (await pool.unstake({ gasLimit: withGasHeadroom(gas) })).wait();
}

/** A new SALLY pool of dev account `account` (APR in basis points); resolves with its id. */
export async function createPoolAs(account: number, aprBps: number, reward = 100n * E18): Promise<number> {
  const c = contracts(account);
  const sally = c.testToken('sally');
  await (await sally.approve(await c.stakingFactory.getAddress(), reward)).wait();
  await (await c.stakingFactory.createPool(await sally.getAddress(), aprBps, 30 * 86_400, reward, { value: await c.stakingFactory.getPoolCreationFee() })).wait();
  return Number(await c.stakingFactory.totalPoolsCount());
}

/** A new SCHM sale in USDT of dev account `account`; resolves with its id. */
export async function createSaleAs(account: number, maxTokens = 1_000n * E18, discountBps = 800): Promise<number> {
  const c = contracts(account);
  const schm = c.testToken('schm');
  await (await schm.approve(await c.bondFactory.getAddress(), maxTokens)).wait();
  const hourlyBudget = await c.bondFactory.defaultHourlyBudget(maxTokens);
  await (await c.bondFactory.createSale(await schm.getAddress(), 1, 7 * 86_400, maxTokens, discountBps, E18 / 2n, 0, hourlyBudget, { value: await c.bondFactory.saleCreationFee() })).wait();
  return Number(await c.bondFactory.totalSales());
}

/** A 1×1 PNG: a logo every listing kind accepts. */
export const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2b1f5fc0000000049454e44ae426082',
  'hex',
);

/**
 * Stores metadata for sale or pool `id` (1-based) through the API at `base`, signed by dev account
 * `account` (the listing's owner), with a PNG logo unless `logo` is false.
 */
export async function postMetadataAs(base: string, account: number, kind: 'sale' | 'stake-pool', id: number, { logo = true } = {}): Promise<void> {
  const content: MetadataPayload = { description: `Listing ${id}`, socials: {}, logo: logo ? ONE_PIXEL_PNG.toString('base64') : '', logoMimeType: logo ? 'image/png' : '' };
  const message = await metadataMessage(kind, id, content);
  const wallet = signer(account);
  const listing = kind === 'sale' ? { saleId: id } : { poolID: id, poolAddress: (await contracts(account).stakingFactory.getPoolByIndex(id - 1)).poolAddress };
  const response = await fetch(`${base}/${kind === 'sale' ? 'create-sale' : 'create-stake-pool'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...listing, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content }),
  });
  if (response.status !== 201) throw new Error(`metadata of ${kind} ${id}: ${response.status} ${await response.text()}`);
}

/** Asks `read` again (every 200 ms, up to `timeoutMs`) until `done` holds for its answer; resolves with that answer. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function mineBlocks(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await rpc('evm_mine');
}

interface IndexStatus {
  indexedBlock: { number: number; hash: string; timestamp: number };
  head: { number: number } | null;
  lag: number | null;
  writer: boolean;
}

export async function indexStatus(base: string): Promise<IndexStatus | null> {
  const response = await fetch(`${base}/index/status`).catch(() => null);
  return response?.ok ? ((await response.json()) as IndexStatus) : null;
}

/** Waits until the API at `base` has indexed the chain's latest block (that very block, not one a revert took away). */
export async function waitForIndexed(base: string, timeoutMs = 60_000): Promise<IndexStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const latest = await provider().getBlock('latest');
    const status = await indexStatus(base);
    if (status && latest && status.indexedBlock.number === latest.number && status.indexedBlock.hash === latest.hash?.toLowerCase()) return status;
    if (Date.now() > deadline) {
      throw new Error(`the index at ${base} did not reach block ${latest?.number} within ${timeoutMs} ms (it is at ${JSON.stringify(status?.indexedBlock)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Item = Record<string, unknown>;

/** Every page of a paged index route. */
export async function allPages(base: string, route: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const separator = route.includes('?') ? '&' : '?';
    const response = await fetch(`${base}${route}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { items: Item[]; nextCursor: string | null };
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

/** Everything an index answers about the chain: sales, pools, and every dev account's and listing's pages. */
export async function indexAnswers(base: string) {
  const sales = await allPages(base, '/index/sales?status=all');
  const pools = await allPages(base, '/index/pools?status=all');
  const wallets: Record<string, unknown> = {};
  for (let account = 0; account < 10; account++) {
    const wallet = address(account).toLowerCase();
    wallets[wallet] = {
      bonds: await allPages(base, `/index/wallets/${wallet}/bonds`),
      stakes: await allPages(base, `/index/wallets/${wallet}/stakes`),
      activity: await allPages(base, `/index/wallets/${wallet}/activity`),
    };
  }
  const listings: Record<string, unknown> = {};
  for (const sale of sales) listings[`sale ${sale.saleId}`] = await allPages(base, `/index/sales/${sale.saleId}/activity`);
  for (const pool of pools) listings[`pool ${pool.poolId}`] = await allPages(base, `/index/pools/${pool.poolId}/activity`);
  return { sales, pools, wallets, listings };
}

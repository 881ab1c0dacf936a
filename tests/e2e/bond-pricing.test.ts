/**
 * A sale whose price history is still shorter than 30 minutes, end to end: account 4 lists a new
 * token with its own V2 pair and creates a BNB bond for it; the sale page's buy box says when
 * pricing starts instead of failing, and once the history is long enough it quotes by itself and
 * the bond can be bought. The file starts from the seeded chain.
 */
import { ContractFactory, MaxUint256 } from 'ethers';
import { readOwnArtifact } from '../../scripts/artifacts';
import { MockERC20__factory } from '../../typechain-types';
import { TWAP_WINDOW_SECONDS } from '../../server/bond/priceRule';
import { createSqliteStorage } from '../../server/storage';
import { v2PairAddress } from '../../server/swap/routing/pools';
import { stackPaths } from '../stack/env';
import {
  address,
  closeReview,
  confirmInReview,
  contracts,
  latestTimestamp,
  resetToSeed,
  signer,
  stackDeployment,
  waitForReviewStage,
  waitUntil,
  withApp,
} from './support';

beforeAll(resetToSeed);

const OWNER_AND_BUYER = 4;
const E18 = 10n ** 18n;
const NOT_READY = /^Pricing for this sale starts at \d\d:\d\d UTC: it needs 30 minutes of price history\.$/;

/** A new token with a V2 pair against WBNB and a BNB bond sale for it; resolves with the sale id and the pair. */
async function newTokenSale(): Promise<{ saleId: bigint; pair: string }> {
  const owner = signer(OWNER_AND_BUYER);
  const artifact = readOwnArtifact('MockERC20');
  const deployed = await new ContractFactory(artifact.abi as never, artifact.bytecode, owner).deploy('Fresh', 'FRSH', 18);
  await deployed.waitForDeployment();
  const token = (await deployed.getAddress()).toLowerCase();
  const c = contracts(OWNER_AND_BUYER);
  const mintable = c.erc20(token);
  await (await MockERC20__factory.connect(token, owner).mint(owner.address, 1_000_000n * E18)).wait();
  await (await mintable.approve(await c.router.getAddress(), MaxUint256)).wait();
  const deadline = BigInt((await latestTimestamp()) + 600);
  await (await c.router.addLiquidityETH(token, 200_000n * E18, 0, 0, owner.address, deadline, { value: 100n * E18 })).wait();
  await (await mintable.approve(await c.bondFactory.getAddress(), MaxUint256)).wait();
  await (await c.bondFactory.createSale(token, 0, 7 * 86_400, 10_000n * E18, 500, 1n, 0n, 1000n * E18, { value: await c.bondFactory.saleCreationFee() })).wait();
  const d = stackDeployment();
  return { saleId: await c.bondFactory.totalSales(), pair: v2PairAddress(d.dex, token, d.contracts.wbnb) };
}

/** Resolves once the API has stored the first price observation of `pair`. */
async function historyStarted(pair: string): Promise<void> {
  const storage = createSqliteStorage(stackPaths().dbFile);
  try {
    await waitUntil(async () => (await storage.earliestObservation(stackDeployment().chainId, pair)) !== null, {
      message: "the API's first observation of the new pair",
      timeout: 30_000,
    });
  } finally {
    await storage.close();
  }
}

test('the buy box says when pricing starts for a sale without 30 minutes of history, then quotes by itself once it has them', async () => {
  const { saleId, pair } = await newTokenSale();
  await withApp({ account: OWNER_AND_BUYER, path: `/bond/sales/${saleId}`, connected: true }, async (app) => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Fresh', level: 1 }).waitFor({ timeout: 20_000 });
    const box = page.getByRole('region', { name: 'Buy FRSH' });
    const notice = box.getByTestId('pricing-not-ready');
    await notice.waitFor({ timeout: 20_000 });
    expect((await notice.innerText()).trim()).toMatch(NOT_READY);
    // the sale's state, not an outage: no error panel, and Buy waits for pricing
    expect(await page.getByText('Unable to Get Price Quote').count()).toBe(0);
    await box.getByRole('textbox', { name: 'Token amount' }).fill('100');
    expect(await box.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
    expect((await notice.innerText()).trim()).toMatch(NOT_READY);

    // 30 minutes of the pair's history later, the page asks again by itself and the box quotes
    await historyStarted(pair);
    await app.advanceTime(TWAP_WINDOW_SECONDS + 5);
    await box.getByText(/^Expires in \d+s$/).waitFor({ timeout: 30_000 });
    expect(await notice.count()).toBe(0);
    const buy = box.getByRole('button', { name: 'Buy', exact: true });
    await waitUntil(() => buy.isEnabled(), { message: 'Buy enabled', timeout: 20_000 });
    await buy.click();
    await confirmInReview(page, 'Confirm purchase');
    await app.waitForSeenText('Bond purchased successfully!', 30_000);
    await waitForReviewStage(page, 'done');
    await closeReview(page);

    // the waiting was answered 503 by the API, which the browser reports as a failed load: nothing else failed
    expect(app.unexpectedConsoleErrors().filter((text) => !/status of 503/.test(text))).toEqual([]);
  });
  const sale = await contracts().bondFactory.getSaleByIndex(saleId - 1n);
  const [amount] = await contracts().bondSale(sale.saleAddress).getBuyerInfo(address(OWNER_AND_BUYER));
  expect(amount).toBe(100n * E18);
});

/**
 * The review-and-confirm modal end to end (production build, dev stack, injected test wallet):
 * swap, bond buy and stake each open it before the wallet; it shows the amounts, a bond's
 * vesting dates, asks for 'confirm' typed above 15 % price impact, and follows the same
 * transaction through the wallet, pending (automining paused) and done. While a transaction is
 * pending the account button shows '1 pending' and still opens its menu. Accounts 7 and 8.
 */
import type { Page } from 'playwright-core';
import { formatUnixDateTime } from '../../src/shared/format/dateTime';
import {
  address,
  closeReview,
  confirmInReview,
  contracts,
  erc20Balance,
  latestTimestamp,
  resetToSeed,
  reviewDialog,
  rpc,
  shortAddress,
  stackDeployment,
  waitForReviewStage,
  waitUntil,
  withApp,
  type AppSession,
} from './support';

beforeAll(resetToSeed);
afterEach(() => rpc('evm_setAutomine', [true]));

const SWAPPER = 7;
const BUYER = 8;
const BNB_SALLY_SALE = 1;
const SALLY_POOL = 1;
const E18 = 10n ** 18n;

const sally = () => (stackDeployment().testTokens ?? {}).sally.toLowerCase();

/** The hash the test wallet got back for its last eth_sendTransaction. */
function lastSentHash(app: AppSession): string {
  const sent = app.wallet.requestsOf('eth_sendTransaction');
  const last = sent[sent.length - 1];
  if (!last || typeof last.result !== 'string') throw new Error('no transaction was sent');
  return last.result.toLowerCase();
}

/** Pauses block production, confirms in the review, sees 'pending' with the sent hash, then mines and sees 'done'. */
async function confirmThroughPendingAndDone(app: AppSession, label: string, whilePending?: () => Promise<void>) {
  const { page } = app;
  await rpc('evm_setAutomine', [false]);
  await confirmInReview(page, label);
  const status = reviewDialog(page).getByTestId('review-stage');
  // pending is expected; a failure before the send is reported with the modal's own reason
  await waitUntil(async () => ['pending', 'failed'].includes((await status.getAttribute('data-stage')) ?? ''), {
    message: 'the pending stage',
    timeout: 30_000,
  });
  if ((await status.getAttribute('data-stage')) === 'failed') throw new Error(`the send failed: ${await status.textContent()}`);
  const hash = lastSentHash(app);
  // devnet has no explorer: the modal names the transaction by its hash (BscScan link elsewhere)
  expect(await reviewDialog(page).getByTestId('review-tx-hash').getAttribute('data-hash')).toBe(hash);
  await page.getByTestId('pending-badge').filter({ hasText: '1 pending' }).waitFor({ timeout: 10_000 });
  if (whilePending) await whilePending();
  await rpc('evm_setAutomine', [true]);
  await rpc('evm_mine', []);
  return hash;
}

async function waitForMainButton(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  await waitUntil(async () => button.isEnabled(), { message: `'${name}' enabled`, timeout: 30_000 });
  return button;
}

describe('review-and-confirm modal', () => {
  test("a swap above 15 % price impact needs 'confirm' typed; while pending the account button shows '1 pending' and opens its menu", async () => {
    await withApp({ account: SWAPPER, connected: true, path: `/?inputCurrency=BNB&outputCurrency=${sally()}` }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You receive token: SALLY' }).waitFor({ state: 'visible', timeout: 20_000 });
      // 150 BNB into the seeded 500 BNB / 400,000 SALLY pair moves its price by far more than 15 %
      await page.getByRole('textbox', { name: 'You pay' }).fill('150');
      await (await waitForMainButton(page, 'Swap')).click();

      const dialog = reviewDialog(page);
      await dialog.getByRole('heading', { name: 'Review swap' }).waitFor({ timeout: 20_000 });
      expect(await dialog.getByTestId('review-pay').textContent()).toBe('150 BNB');
      expect(await dialog.getByTestId('review-receive').textContent()).toMatch(/^[\d,.]+ SALLY$/);
      expect(await dialog.getByTestId('review-minimum').textContent()).toMatch(/^[\d,.]+ SALLY$/);
      const impact = Number((await dialog.getByTestId('review-impact').textContent())?.replace('%', ''));
      expect(impact).toBeGreaterThan(15);

      const confirm = dialog.getByRole('button', { name: 'Confirm swap', exact: true });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: "Type 'confirm'" }).fill('confirmed?');
      expect(await confirm.isDisabled()).toBe(true);
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);

      const before = await erc20Balance(sally(), address(SWAPPER));
      const hash = await confirmThroughPendingAndDone(app, 'Confirm swap', async () => {
        // the modal closes while the transaction waits; the toast sits below the header and the account button works
        await closeReview(page);
        const account = page.getByRole('banner').getByRole('button', { name: new RegExp(shortAddress(app.wallet.address).replace(/\./g, '\\.')) });
        expect(await account.textContent()).toContain('1 pending');
        // the pending toast is announced (a status in the toast live region) and sits below the header, clear of the account button
        const toast = page.getByTestId('toast-region').getByRole('status').filter({ hasText: 'Swap 150 BNB for SALLY...' });
        await toast.waitFor({ timeout: 10_000 });
        const header = await page.getByRole('banner').boundingBox();
        const toastBox = await toast.boundingBox();
        expect(header && toastBox && toastBox.y >= header.y + header.height).toBe(true);
        await account.click();
        await page.getByText('Recent transactions').waitFor({ timeout: 10_000 });
        await page.keyboard.press('Escape');
      });
      await app.waitForSeenText('Swap completed!', 30_000);
      await page.getByTestId('pending-badge').waitFor({ state: 'detached', timeout: 20_000 });
      const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status: string };
      expect(receipt.status).toBe('0x1');
      expect((await erc20Balance(sally(), address(SWAPPER))) > before).toBe(true);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('a bond buy shows the amounts, the discount and the vesting dates, then moves through pending to done', async () => {
    const sale = await contracts().bondFactory.getSaleByIndex(BNB_SALLY_SALE - 1);
    const vesting = Number(sale.vestingDuration);
    await withApp({ account: BUYER, connected: true, path: `/bond/sales/${BNB_SALLY_SALE}` }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: 'Token amount' }).fill('100');
      await page.getByText(/^Expires in \d+s$/).waitFor({ timeout: 20_000 });
      const openedFrom = await latestTimestamp();
      await (await waitForMainButton(page, 'Buy')).click();

      const dialog = reviewDialog(page);
      await dialog.getByRole('heading', { name: 'Review purchase of SALLY' }).waitFor({ timeout: 20_000 });
      const openedUntil = await latestTimestamp();
      expect(await dialog.getByTestId('review-buy').textContent()).toBe('100 SALLY');
      expect(await dialog.getByTestId('review-pay').textContent()).toMatch(/^[\d,.]+ BNB$/);
      expect(await dialog.getByTestId('review-discount').textContent()).toBe('5%');
      // linear vesting from the purchase: the first claim now, everything after the sale's 90 days
      const first = await dialog.getByTestId('review-first-claim').textContent();
      const full = await dialog.getByTestId('review-full-unlock').textContent();
      const candidates = [];
      for (let t = openedFrom - 120; t <= openedUntil + 120; t += 30) candidates.push(t);
      expect(candidates.some((t) => formatUnixDateTime(t, 'UTC') === first && formatUnixDateTime(t + vesting, 'UTC') === full)).toBe(true);
      expect(vesting).toBe(90 * 86_400);

      await confirmThroughPendingAndDone(app, 'Confirm purchase');
      await waitForReviewStage(page, 'done');
      await app.waitForSeenText('Bond purchased successfully!', 30_000);
      await closeReview(page);
      const info = await contracts().bondSale(sale.saleAddress).getBuyerInfo(address(BUYER));
      expect(info[0]).toBe(100n * E18);
    });
  });

  test('a stake is reviewed (amount, APR, rewards by the end) and followed to done; a rejection goes back to the review', async () => {
    const pool = await contracts().stakingFactory.getPoolByIndex(SALLY_POOL - 1);
    await withApp({ account: BUYER, connected: true, path: `/staking/pools/${SALLY_POOL}` }, async (app) => {
      const { page } = app;
      await page.getByLabel('Amount').fill('250');
      await (await waitForMainButton(page, 'Approve')).click();
      await app.waitForSeenText('Approval successful! You can now stake.', 30_000);
      await (await waitForMainButton(page, 'Stake')).click();

      const dialog = reviewDialog(page);
      await dialog.getByRole('heading', { name: 'Review stake in SALLY pool' }).waitFor({ timeout: 20_000 });
      expect(await dialog.getByTestId('review-stake').textContent()).toBe('250 SALLY');
      expect(await dialog.getByTestId('review-apr').textContent()).toBe('12%');
      expect(await dialog.getByTestId('review-rewards').textContent()).toMatch(/^[\d,.]+ SALLY$/);

      app.wallet.rejectNext('eth_sendTransaction');
      await confirmInReview(page, 'Confirm stake');
      await app.waitForSeenText('Transaction rejected in wallet');
      await waitForReviewStage(page, 'review');
      expect((await contracts().stakingPool(pool.poolAddress).getUserStake(address(BUYER))).amount).toBe(0n);

      await confirmThroughPendingAndDone(app, 'Confirm stake');
      await waitForReviewStage(page, 'done');
      expect((await contracts().stakingPool(pool.poolAddress).getUserStake(address(BUYER))).amount).toBe(250n * E18);
      // the rejection was a neutral note: no error toast icon was ever shown for it
      expect(await app.seenTexts()).not.toContain('Stake failed');
    });
  });
});

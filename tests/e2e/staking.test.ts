/**
 * Staking end to end: the production build against the dev stack (real contracts, real API
 * server) with the injected test wallet. Account 8 creates a pool; account 3 (the seed's
 * staker, already in pool 1) stakes in it. The tests run in order and share the new pool;
 * the file starts from the seeded chain.
 */
import type { Page } from 'playwright-core';
import {
  address,
  contracts,
  erc20Balance,
  resetToSeed,
  restartApi,
  stackDeployment,
  stackEnv,
  stopApi,
  closeReview,
  confirmInReview,
  expectInViewport,
  reviewTitled,
  waitForReviewStage,
  waitUntil,
  withApp,
} from './support';

beforeAll(resetToSeed);

const CREATOR = 8;
const STAKER = 3;
const DAY = 86_400;
const E18 = 10n ** 18n;
/** 36.5 % APR: 0.1 % of the stake a day */
const APR_TEXT = '36.5';
const APR_BPS = 3650n;
const STAKE = 1000n * E18;
const POOL_DAYS = 60;
const DESCRIPTION = 'Stake SALLY, earn SALLY: the end-to-end pool.';
/** a 2×2 PNG; the app redraws it as a 64×64 PNG before posting */
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBkYGBgYAAAkBgMBm5vN2wAAAABJRU5ErkJggg==',
  'base64',
);

const sally = () => (stackDeployment().testTokens?.sally ?? '').toLowerCase();

/** What the tests share: the pool account 8 creates. */
const created: { poolId?: number; poolAddress?: string } = {};

async function enabledButton(scope: Pick<Page, 'getByRole'>, name: string) {
  const button = scope.getByRole('button', { name, exact: true });
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  await waitUntil(async () => button.isEnabled(), { message: `'${name}' enabled`, timeout: 20_000 });
  return button;
}

/** 'YYYY-MM-DDTHH:mm' of the browser's clock (UTC, at chain time) plus `days`. */
async function endDateInput(page: Page, days: number): Promise<string> {
  const nowMs = await page.evaluate(() => Date.now());
  return new Date(nowMs + days * DAY * 1000).toISOString().slice(0, 16);
}

async function userStake(poolAddress: string, account: number) {
  return contracts().stakingPool(poolAddress).getUserStake(address(account));
}

/**
 * Waits for `text` in a toast (the toast area's live region), not just anywhere on the page:
 * success toasts last 2 s, so this waits on the region itself rather than polling the texts seen.
 */
async function waitForToast(page: Page, text: string, timeoutMs = 30_000) {
  await page.getByTestId('toast-region').getByText(text, { exact: true }).first().waitFor({ state: 'attached', timeout: timeoutMs });
}

/** The raw claimable the page shows (data-raw of the live figure). */
async function shownClaimable(page: Page, scope = page.locator('body')): Promise<bigint> {
  const node = scope.getByTestId('claimable').first();
  await node.waitFor({ state: 'visible', timeout: 20_000 });
  return BigInt((await node.getAttribute('data-raw')) ?? '0');
}

describe('staking', () => {
  test('account 8 creates a SALLY pool with a logo (approve, create, sign, metadata) and finds it in the list', async () => {
    const before = await contracts().stakingFactory.totalPoolsCount();
    await withApp({ account: CREATOR, path: '/staking/create', connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Create Staking Pool' }).waitFor();
      await page.getByText('Pool creation fee: 0.01 BNB').waitFor({ timeout: 20_000 });

      await page.getByLabel('Staking token').fill(sally());
      await page.getByText('Sally (SALLY), 18 decimals').waitFor({ timeout: 20_000 });
      // the reward token is read-only text naming the staking token, not a field
      const reward = page.getByRole('group', { name: 'Reward token' });
      await reward.filter({ hasText: 'SALLY, the staking token' }).waitFor();
      expect(await reward.locator('input, textarea').count()).toBe(0);
      await page.getByLabel('APR (%)').fill(APR_TEXT);
      await page.getByLabel('End date').fill(await endDateInput(page, POOL_DAYS));
      await page.getByLabel('Initial reward').fill('10000');
      await page.getByLabel('Description').fill(DESCRIPTION);
      await page.getByLabel('Website').fill('https://sally.example');
      await page.getByLabel('Twitter').fill('https://x.com/sally');

      // approval is the next step: 'Approve' is the primary button, 'Create Pool' secondary and disabled, saying why
      const approve = page.getByRole('button', { name: 'Approve SALLY', exact: true });
      const create = page.getByRole('button', { name: 'Create Pool', exact: true });
      await approve.waitFor();
      expect(await approve.getAttribute('class')).toContain('MuiButton-contained');
      expect(await create.getAttribute('class')).toContain('MuiButton-outlined');
      expect(await create.isDisabled()).toBe(true);
      await page.getByTestId('create-pool-reason').filter({ hasText: 'Please approve reward token first' }).waitFor();
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);

      await (await enabledButton(page, 'Approve SALLY')).click();
      await waitForToast(page, 'Approval successful! Now you can create the pool.');
      // now 'Create Pool' is the primary action
      await waitUntil(async () => (await create.getAttribute('class'))?.includes('MuiButton-contained') ?? false, { message: 'Create Pool primary' });
      expect(await page.getByTestId('create-pool-reason').count()).toBe(0);

      // Create without a logo: the SPEC's text, and nothing is sent
      const sentAfterApproval = app.wallet.requestsOf('eth_sendTransaction').length;
      await (await enabledButton(page, 'Create Pool')).click();
      await app.waitForSeenText('Please upload a logo');
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(sentAfterApproval);
      await page.getByLabel('Logo').setInputFiles({ name: 'sally.png', mimeType: 'image/png', buffer: PNG_2X2 });
      await page.getByText('sally.png').waitFor();
      // the review names the token, APR, rewards funded and fee, and the stake those rewards cover
      const sentBefore = app.wallet.requestsOf('eth_sendTransaction').length;
      await (await enabledButton(page, 'Create Pool')).click();
      const { value: shown } = await reviewTitled(page, 'Review SALLY pool');
      expect(await shown('review-token')).toBe('SALLY');
      expect(await shown('review-apr')).toBe('36.5%');
      expect(await shown('review-rewards-funded')).toBe('10,000 SALLY');
      expect(await shown('review-fee')).toBe('0.01 BNB');
      expect(await shown('review-end')).toMatch(/\d{4}.*(UTC|GMT)/);
      // 10,000 SALLY at 0.1 % a day for (a little under) 60 days pay for about 166,667 SALLY staked
      const covered = /^Rewards for up to ([\d,.]+) SALLY staked until the end/.exec((await shown('review-covered')) ?? '');
      expect(Number(covered?.[1].replace(/,/g, ''))).toBeGreaterThanOrEqual(166_666);
      expect(Number(covered?.[1].replace(/,/g, ''))).toBeLessThan(167_000);
      // cancelling sends nothing
      await closeReview(page);
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(sentBefore);
      expect(await contracts().stakingFactory.totalPoolsCount()).toBe(before);

      await (await enabledButton(page, 'Create Pool')).click();
      await confirmInReview(page, 'Create pool');
      await waitForToast(page, 'Pool metadata submitted successfully!', 60_000);
      expect(app.wallet.requestsOf('personal_sign')).toHaveLength(1);
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      // the success is in sight, and the form is reset with nothing left of the old token
      const notice = page.getByTestId('created-notice');
      await notice.filter({ hasText: /Pool #\d+ is live\./ }).waitFor({ timeout: 20_000 });
      await expectInViewport(page, notice);
      await waitUntil(async () => (await page.getByLabel('Description').inputValue()) === '', { message: 'form reset' });
      expect(await page.getByLabel('Staking token').inputValue()).toBe('');
      expect(await page.getByText('Sally (SALLY), 18 decimals').count()).toBe(0);
      expect(await page.getByText('sally.png').count()).toBe(0);
    });

    const count = await contracts().stakingFactory.totalPoolsCount();
    expect(count).toBe(before + 1n);
    const info = await contracts().stakingFactory.getPoolByIndex(count - 1n);
    expect(info.owner.toLowerCase()).toBe(address(CREATOR).toLowerCase());
    expect(info.aprBps).toBe(APR_BPS);
    expect(info.stakingToken.toLowerCase()).toBe(sally());
    expect(await contracts().stakingPool(info.poolAddress).rewardReserve()).toBe(10_000n * E18);
    created.poolId = Number(info.poolId);
    created.poolAddress = info.poolAddress;

    // the API serves what was posted, with a 64×64 PNG logo
    const { apiUrl } = stackEnv();
    const metadata = (await (await fetch(`${apiUrl}/stake-pools/${created.poolId - 1}/metadata`)).json()) as {
      description: string;
      socials: Record<string, string>;
      logoMimeType: string;
    };
    expect(metadata.description).toBe(DESCRIPTION);
    expect(metadata.socials).toMatchObject({ website: 'https://sally.example', twitter: 'https://x.com/sally' });
    expect(metadata.logoMimeType).toBe('image/png');
    const logo = Buffer.from(await (await fetch(`${apiUrl}/stake-pools/${created.poolId - 1}/logo`)).arrayBuffer());
    expect(logo.readUInt32BE(16)).toBe(64); // IHDR width
    expect(logo.readUInt32BE(20)).toBe(64); // IHDR height

    await withApp({ account: CREATOR, path: '/staking/pools', connected: true }, async (app) => {
      const card = app.page.getByRole('article', { name: `SALLY pool #${created.poolId}` });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.getByText('36.5%').count()).toBe(1);
      expect(await card.getByText('10,000 SALLY').count()).toBe(1);
      // the creator's dashboard lists it with the owner actions
      await app.goto('/staking/dashboard');
      const owned = app.page.getByRole('article', { name: `Your SALLY pool #${created.poolId}` });
      await owned.waitFor({ timeout: 20_000 });
      await owned.getByRole('button', { name: 'Deactivate' }).waitFor();
      await owned.getByRole('button', { name: 'Set APR' }).waitFor();
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('account 3 approves, a rejected stake changes nothing, then stakes; Your Stakes and the dashboard follow', async () => {
    const { poolId, poolAddress } = created;
    if (!poolId || !poolAddress) throw new Error('the pool of the first test is missing');
    const balanceBefore = await erc20Balance(sally(), address(STAKER));

    await withApp({ account: STAKER, path: `/staking/pools/${poolId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByTestId('detail-status').filter({ hasText: 'Active' }).waitFor({ timeout: 20_000 });
      await page.getByText(DESCRIPTION).waitFor({ timeout: 20_000 });

      // with no amount Stake is disabled and says why; MAX is enabled on the wallet's large balance
      await page.getByTestId('stake-reason').filter({ hasText: 'Please enter an amount' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Stake', exact: true }).isDisabled()).toBe(true);
      await enabledButton(page, 'MAX');
      expect(await page.getByTestId('rewards-preview').count()).toBe(0);

      const amount = page.getByLabel('Amount');
      await amount.fill('1000');
      // the rewards preview beside the amount: 36.5 % APR pays 0.1 % a day, for a little under 60 days
      await page.getByTestId('rewards-per-day').filter({ hasText: /^1 SALLY$/ }).waitFor({ timeout: 20_000 });
      const untilEnd = Number(((await page.getByTestId('rewards-until-end').textContent()) ?? '').replace(/[^\d.]/g, ''));
      expect(untilEnd).toBeGreaterThan(59);
      expect(untilEnd).toBeLessThanOrEqual(60);
      expect(await page.getByTestId('rewards-preview').textContent()).toMatch(/by the pool's end \(59d \d+h\) at 36\.5% APR$/);
      await page.getByText('Approval required').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Stake', exact: true }).isDisabled()).toBe(true);
      await page.getByTestId('stake-reason').filter({ hasText: 'Approve SALLY first' }).waitFor();
      await (await enabledButton(page, 'Approve')).click();
      await waitForToast(page, 'Approval successful! You can now stake.');
      await page.getByText('Sufficient allowance').waitFor({ timeout: 20_000 });

      // the wallet refuses: no stake, no balance change, the form stays usable
      app.wallet.rejectNext('eth_sendTransaction');
      await (await enabledButton(page, 'Stake')).click();
      await confirmInReview(page, 'Confirm stake');
      await app.waitForSeenText('Transaction rejected in wallet');
      await waitForReviewStage(page, 'review');
      await closeReview(page);
      expect((await userStake(poolAddress, STAKER)).amount).toBe(0n);
      expect(await erc20Balance(sally(), address(STAKER))).toBe(balanceBefore);
      expect(await app.seenTexts()).not.toContain('Stake failed');

      await (await enabledButton(page, 'Stake')).click();
      await confirmInReview(page, 'Confirm stake');
      await waitForToast(page, 'Stake successful!');
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      await waitUntil(async () => (await userStake(poolAddress, STAKER)).amount === STAKE, { message: 'stake on chain' });
      expect(await erc20Balance(sally(), address(STAKER))).toBe(balanceBefore - STAKE);
      await page.getByTestId('staked').filter({ hasText: '1,000 SALLY' }).waitFor({ timeout: 20_000 });
      // SALLY trades against WBNB on the dev DEX, so the stake has a USD value beside it
      await page.getByTestId('staked-usd').filter({ hasText: /^≈ \$[\d,]+\.\d\d$/ }).waitFor({ timeout: 20_000 });

      await app.goto('/staking/your-stakes');
      const card = page.getByRole('article', { name: `SALLY stake in pool #${poolId}` });
      await card.waitFor({ timeout: 20_000 });
      await card.getByTestId('staked').filter({ hasText: '1,000 SALLY' }).waitFor();
      // the seed's pool 1 has announced its change from 12 % to 15 %; the new pool has announced nothing
      const seeded = page.getByRole('article', { name: 'SALLY stake in pool #1' });
      await seeded.getByTestId('apr-notice').filter({ hasText: /^APR changes to 15% on / }).waitFor({ timeout: 20_000 });
      expect(await card.getByTestId('apr-notice').count()).toBe(0);

      await app.goto('/staking/dashboard');
      // the seed's stake in pool 1 plus this one
      await page.getByTestId('stat-active-stakes').filter({ hasText: '2' }).waitFor({ timeout: 20_000 });
      await page.getByTestId('stat-active-pools').filter({ hasText: '2' }).waitFor();
      await page.getByTestId('stat-portfolio-status').filter({ hasText: 'Active' }).waitFor();
    });
  });

  test("pages and cards agree: the seeded pool's token-list logo, dates that name their zone, one way to show time left", async () => {
    const { poolId } = created;
    if (!poolId) throw new Error('the pool of the first test is missing');
    await withApp({ path: '/staking/pools' }, async (app) => {
      const { page } = app;
      // the seed's pool 1 has no uploaded logo: its SALLY logo comes from the token list, as on the swap
      const seeded = page.getByRole('article', { name: 'SALLY pool #1' });
      await seeded.waitFor({ timeout: 20_000 });
      const logo = seeded.getByRole('img', { name: 'SALLY logo' });
      await waitUntil(async () => (await logo.getAttribute('src')) === '/tokens/sally.svg', { message: "token list's SALLY logo", timeout: 20_000 });
      await waitUntil(async () => logo.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0), { message: 'logo loaded' });

      const card = page.getByRole('article', { name: `SALLY pool #${poolId}` });
      const cardLeft = (await card.getByTestId('pool-ends-in').textContent()) ?? '';
      expect(cardLeft).toMatch(/^\d+d \d+h$|^\d+d$/);

      await app.goto(`/staking/pools/${poolId}`);
      const pageLeft = page.getByTestId('ends-in');
      await pageLeft.waitFor({ timeout: 20_000 });
      expect((await pageLeft.textContent()) ?? '').toMatch(/^\d+d \d+h$|^\d+d$/);
      expect(((await pageLeft.textContent()) ?? '').split(' ')[0]).toBe(cardLeft.split(' ')[0]);
      // 'Nov 28, 2026, 14:05 UTC' (the browser runs in UTC): the zone is named
      expect(await page.getByTestId('end-time').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC([+-]\d+(:\d\d)?)?$/);
    });
  });

  test('30 days later claimable is APR × stake × 30/365 (±0.1 %); claim, then unstake returns all principal', async () => {
    const { poolId, poolAddress } = created;
    if (!poolId || !poolAddress) throw new Error('the pool of the first test is missing');
    await withApp({ account: STAKER, path: `/staking/pools/${poolId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByTestId('staked').filter({ hasText: '1,000 SALLY' }).waitFor({ timeout: 20_000 });
      await app.advanceTime(30 * DAY);
      await app.goto(`/staking/pools/${poolId}`);
      await page.getByTestId('staked').filter({ hasText: '1,000 SALLY' }).waitFor({ timeout: 20_000 });

      const expected = (STAKE * APR_BPS * 30n) / (10_000n * 365n); // 30 SALLY
      const shown = await shownClaimable(page);
      const diff = shown > expected ? shown - expected : expected - shown;
      expect(diff * 1000n).toBeLessThanOrEqual(expected);
      // it ticks up between reads
      await page.clock.fastForward(60_000);
      await waitUntil(async () => (await shownClaimable(page)) > shown, { message: 'claimable ticking up' });

      const balanceBeforeClaim = await erc20Balance(sally(), address(STAKER));
      await (await enabledButton(page, 'Claim')).click();
      await waitForToast(page, 'Rewards claimed!');
      const afterClaim = await userStake(poolAddress, STAKER);
      const claimedNow = (await erc20Balance(sally(), address(STAKER))) - balanceBeforeClaim;
      expect(afterClaim.claimed).toBe(claimedNow);
      expect(claimedNow * 1000n).toBeGreaterThanOrEqual(expected * 999n);
      expect(claimedNow * 1000n).toBeLessThanOrEqual(expected * 1002n);

      await app.goto('/staking/your-stakes');
      const card = page.getByRole('article', { name: `SALLY stake in pool #${poolId}` });
      await card.waitFor({ timeout: 20_000 });
      expect(await shownClaimable(page, card)).toBeLessThan(expected / 100n);

      await app.goto(`/staking/pools/${poolId}`);
      await page.getByTestId('staked').filter({ hasText: '1,000 SALLY' }).waitFor({ timeout: 20_000 });
      const balanceBeforeUnstake = await erc20Balance(sally(), address(STAKER));
      // the review names the whole stake, the rewards paid with it, their sum and the pool's status
      await (await enabledButton(page, 'Unstake')).click();
      const { dialog: review, value: inReview } = await reviewTitled(page, 'Review unstake from SALLY pool');
      expect(await inReview('review-unstake')).toBe('1,000 SALLY');
      // a few seconds' rewards since the claim: less than a tenth of a token
      const rewardsText = (await inReview('review-rewards')) ?? '';
      expect(rewardsText).toMatch(/^<?0(\.\d+)? SALLY$/);
      expect(Number(/[\d.]+/.exec(rewardsText)?.[0])).toBeLessThan(0.1);
      expect(await inReview('review-receive')).toMatch(/^1,000(\.\d+)? SALLY$/);
      expect(await inReview('review-pool-status')).toBe('Active');
      await review.getByText('The pool is still earning: once unstaked, this stake earns no more rewards.').waitFor();
      // cancelling sends nothing: the stake stays on chain and on the page
      await closeReview(page);
      expect((await userStake(poolAddress, STAKER)).amount).toBe(STAKE);
      expect(await erc20Balance(sally(), address(STAKER))).toBe(balanceBeforeUnstake);
      await page.getByTestId('staked').filter({ hasText: '1,000 SALLY' }).waitFor();

      const owedBeforeUnstake = (await userStake(poolAddress, STAKER)).rewards;
      await (await enabledButton(page, 'Unstake')).click();
      await confirmInReview(page, 'Confirm unstake');
      await waitForToast(page, 'Unstake successful!');
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      const after = await userStake(poolAddress, STAKER);
      expect(after.amount).toBe(0n);
      const received = (await erc20Balance(sally(), address(STAKER))) - balanceBeforeUnstake;
      // the whole principal, plus the few seconds of rewards owed since the claim
      expect(received).toBeGreaterThanOrEqual(STAKE + owedBeforeUnstake);
      expect(received - STAKE).toBeLessThan(E18 / 10n);
      await page.getByTestId('staked').filter({ hasText: /^0 SALLY$/ }).waitFor({ timeout: 20_000 });

      // with nothing staked Unstake is disabled and says why
      await page.getByText('No staked amount to unstake').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Unstake', exact: true }).isDisabled()).toBe(true);

      await app.goto('/staking/your-stakes');
      await page.getByRole('article', { name: 'SALLY stake in pool #1' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('article', { name: `SALLY stake in pool #${poolId}` }).count()).toBe(0);
      await app.goto('/staking/dashboard');
      await page.getByTestId('stat-active-stakes').filter({ hasText: '1' }).waitFor({ timeout: 20_000 });
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('past its end time the pool shows Ended and leaves the list', async () => {
    const { poolId } = created;
    if (!poolId) throw new Error('the pool of the first test is missing');
    await withApp({ account: STAKER, path: '/staking/pools', connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('article', { name: `SALLY pool #${poolId}` }).waitFor({ timeout: 20_000 });
      await app.advanceTime((POOL_DAYS - 30 + 1) * DAY);
      await app.goto('/staking/pools');
      await page.getByRole('article', { name: 'SALLY pool #998' }).waitFor({ timeout: 20_000 });
      await waitUntil(async () => (await page.getByRole('article', { name: `SALLY pool #${poolId}` }).count()) === 0, {
        message: 'the ended pool to leave the list',
        timeout: 20_000,
      });
      await app.goto(`/staking/pools/${poolId}`);
      await page.getByTestId('detail-status').filter({ hasText: 'Ended' }).waitFor({ timeout: 20_000 });
      // an ended pool takes no stakes
      expect(await page.getByLabel('Amount').count()).toBe(0);
    });
  });

  test('a failed metadata post is kept across a reload and retried without creating a second pool', async () => {
    const schm = (stackDeployment().testTokens?.schm ?? '').toLowerCase();
    const before = await contracts().stakingFactory.totalPoolsCount();
    await withApp({ account: CREATOR, path: '/staking/create', connected: true }, async (app) => {
      const { page } = app;
      await page.getByText('Pool creation fee: 0.01 BNB').waitFor({ timeout: 20_000 });
      await page.getByLabel('Staking token').fill(schm);
      await page.getByText('Schmeckle (SCHM), 18 decimals').waitFor({ timeout: 20_000 });
      await page.getByLabel('APR (%)').fill('12.345');
      await page.getByLabel('End date').fill(await endDateInput(page, 30));
      await page.getByLabel('Initial reward').fill('500');
      await page.getByLabel('Description').fill('SCHM pool whose first metadata post fails');
      await page.getByLabel('Telegram').fill('https://t.me/schm');
      await page.getByLabel('Logo').setInputFiles({ name: 'schm.png', mimeType: 'image/png', buffer: PNG_2X2 });
      await (await enabledButton(page, 'Approve SCHM')).click();
      await app.waitForSeenText('Approval successful! Now you can create the pool.', 30_000);

      await stopApi();
      try {
        await (await enabledButton(page, 'Create Pool')).click();
        await confirmInReview(page, 'Create pool');
        await app.waitForSeenText('Failed to submit pool metadata', 60_000);
        await closeReview(page);
      } finally {
        await restartApi();
      }
      const count = await contracts().stakingFactory.totalPoolsCount();
      expect(count).toBe(before + 1n);
      const info = await contracts().stakingFactory.getPoolByIndex(count - 1n);
      expect(info.aprBps).toBe(1234n); // '12.345' % floored to basis points
      await page.getByText(`Pool #${info.poolId} was created, but its metadata is not saved yet.`).waitFor();

      // the text fields and the created pool survive a reload; the logo file does not
      await app.goto('/staking/create');
      await page.getByText(`Pool #${info.poolId} was created, but its metadata is not saved yet.`).waitFor({ timeout: 20_000 });
      expect(await page.getByLabel('Description').inputValue()).toBe('SCHM pool whose first metadata post fails');
      await page.getByText('Upload the logo again, then submit.').waitFor();
      await page.getByLabel('Logo').setInputFiles({ name: 'schm.png', mimeType: 'image/png', buffer: PNG_2X2 });
      await (await enabledButton(page, 'Submit metadata')).click();
      await waitForToast(page, 'Pool metadata submitted successfully!', 60_000);
      await waitUntil(async () => (await page.getByLabel('Description').inputValue()) === '', { message: 'form reset' });
      expect(await contracts().stakingFactory.totalPoolsCount()).toBe(before + 1n);

      const { apiUrl } = stackEnv();
      const metadata = (await (await fetch(`${apiUrl}/stake-pools/${Number(info.poolId) - 1}/metadata`)).json()) as {
        description: string;
        socials: Record<string, string>;
      };
      expect(metadata.description).toBe('SCHM pool whose first metadata post fails');
      expect(metadata.socials).toEqual({ telegram: 'https://t.me/schm' });
    });
  });

  test('the owner adds missing metadata, sets the APR, funds rewards and deactivates/activates from the dashboard', async () => {
    const owner = contracts(CREATOR);
    const fee = await owner.stakingFactory.getPoolCreationFee();
    await (await owner.testToken('sally').approve(await owner.stakingFactory.getAddress(), 1000n * E18)).wait();
    await (await owner.stakingFactory.createPool(sally(), 1000n, 30 * DAY, 1000n * E18, { value: fee })).wait();
    const count = await contracts().stakingFactory.totalPoolsCount();
    const info = await contracts().stakingFactory.getPoolByIndex(count - 1n);
    const poolId = Number(info.poolId);

    await withApp({ account: CREATOR, path: '/staking/dashboard', connected: true }, async (app) => {
      const { page } = app;
      const card = page.getByRole('article', { name: `Your SALLY pool #${poolId}` });
      await card.waitFor({ timeout: 20_000 });

      // no metadata was posted for this pool: the dashboard offers to add it
      await (await enabledButton(card, 'Add metadata')).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Description').fill('Metadata added from the dashboard');
      await dialog.getByLabel('Logo').setInputFiles({ name: 'late.png', mimeType: 'image/png', buffer: PNG_2X2 });
      await (await enabledButton(dialog, 'Sign & submit')).click();
      await waitForToast(page, 'Pool metadata submitted successfully!', 60_000);
      await dialog.waitFor({ state: 'hidden' });
      await waitUntil(async () => (await card.getByRole('button', { name: 'Add metadata' }).count()) === 0, {
        message: "'Add metadata' to go away",
      });
      const { apiUrl } = stackEnv();
      const metadata = (await (await fetch(`${apiUrl}/stake-pools/${poolId - 1}/metadata`)).json()) as { description: string };
      expect(metadata.description).toBe('Metadata added from the dashboard');

      // An APR change is announced, and applies only after the pool's notice period.
      await card.getByText('Takes effect 24 hours after you set it; stakers see the change coming.').waitFor({ timeout: 20_000 });
      await card.getByLabel('New APR (%)').fill('20');
      await (await enabledButton(card, 'Set APR')).click();
      await app.waitForSeenText('APR change announced: it takes effect in 24 hours.', 30_000);
      const poolContract = contracts().stakingPool(info.poolAddress);
      expect((await poolContract.getPoolStats()).aprBps).toBe(1000n);
      const [pendingBps, effectiveAt] = await poolContract.pendingAprChange();
      expect(pendingBps).toBe(2000n);
      const notice = card.getByTestId('owner-apr-notice');
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.textContent()).toMatch(/^APR changes to 20% on /);
      await card.getByText('10%', { exact: true }).waitFor({ timeout: 20_000 });

      // The pool page shows the same notice and the reserve's runway.
      await app.goto(`/staking/pools/${poolId}`);
      const pageNotice = page.getByTestId('apr-notice');
      await pageNotice.waitFor({ timeout: 20_000 });
      expect(await pageNotice.textContent()).toMatch(/^APR changes to 20% on /);
      expect(Number(effectiveAt)).toBeGreaterThan(0);
      expect(await page.getByTestId('rewards-runway').textContent()).toContain('Rewards funded until the pool ends');
      await app.goto('/staking/dashboard');
      await card.waitFor({ timeout: 20_000 });

      await card.getByLabel('Fund amount').fill('100');
      await (await enabledButton(card, 'Approve SALLY')).click();
      await app.waitForSeenText('Approval successful! You can now fund the pool.', 30_000);
      await (await enabledButton(card, 'Fund rewards')).click();
      await app.waitForSeenText('Rewards funded!', 30_000);
      expect(await contracts().stakingPool(info.poolAddress).rewardReserve()).toBe(1100n * E18);

      await (await enabledButton(card, 'Deactivate')).click();
      await app.waitForSeenText('Pool deactivated!', 30_000);
      await card.getByText('Inactive', { exact: true }).waitFor({ timeout: 20_000 });
      expect((await contracts().stakingPool(info.poolAddress).getPoolStats()).active).toBe(false);

      await app.goto('/staking/pools');
      await page.getByRole('article', { name: 'SALLY pool #998' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('article', { name: `SALLY pool #${poolId}` }).count()).toBe(0);

      await app.goto('/staking/dashboard');
      await (await enabledButton(card, 'Activate')).click();
      await app.waitForSeenText('Pool activated!', 30_000);
      expect((await contracts().stakingPool(info.poolAddress).getPoolStats()).active).toBe(true);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });
});

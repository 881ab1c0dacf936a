/**
 * Bond market, owner side, end to end: the production build against the dev stack with the
 * injected test wallet. Account 4 creates a SALLY bond paid in USDT (approve, create, sign,
 * metadata with a PNG logo), account 6 buys into it, time moves past the end and the owner
 * withdraws proceeds (1% fee) and the unsold tokens to account 7. The tests run in order and
 * share the created sale; the file starts from the seeded chain.
 */
import type { Locator, Page } from 'playwright-core';
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
import { waitForSuccessToast } from './support/toasts';

beforeAll(resetToSeed);

const CREATOR = 4;
const BUYER = 6;
const UNSOLD_RECIPIENT = 7;
const FEE_RECIPIENT = 0;
const DAY = 86_400;
const E18 = 10n ** 18n;
const MAX_TOKENS = 10_000n * E18;
const BOUGHT = 1_000n * E18;
const DESCRIPTION = 'Sally bond paid in USDT: the owner-side end-to-end sale.';
/** a 2×2 PNG, posted as is (bond logos are not resized) */
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBkYGBgYAAAkBgMBm5vN2wAAAABJRU5ErkJggg==',
  'base64',
);

const token = (name: string) => (stackDeployment().testTokens?.[name] ?? '').toLowerCase();
const usdt = () => stackDeployment().contracts.usdt.toLowerCase();

/** What the tests share: the sale account 4 creates. */
const created: { saleId?: number; saleAddress?: string } = {};

async function enabledButton(scope: Page | Locator, name: string, timeout = 20_000) {
  const button = scope.getByRole('button', { name, exact: true });
  await button.waitFor({ state: 'visible', timeout });
  await waitUntil(async () => button.isEnabled(), { message: `'${name}' enabled`, timeout });
  return button;
}

async function fillCreateForm(
  page: Page,
  fields: { token: string; currency: string; maxTokens: string; vesting: string; discount: string; minPrice: string; description: string },
) {
  await page.getByRole('heading', { name: 'Launch Your Bond', level: 1 }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { name: 'Bond Configuration' }).waitFor();
  await page.getByLabel('Token address').fill(fields.token);
  await page.getByLabel('Payment currency').selectOption(fields.currency);
  await page.getByLabel('Vesting duration (days)').fill(fields.vesting);
  await page.getByLabel('Max tokens').fill(fields.maxTokens);
  await page.getByLabel('Discount (%)').fill(fields.discount);
  await page.getByLabel('Minimum price per token').fill(fields.minPrice);
  await page.getByLabel('Description').fill(fields.description);
}

function requireSale() {
  const { saleId, saleAddress } = created;
  if (!saleId || !saleAddress) throw new Error('the sale of the first test is missing');
  return { saleId, saleAddress };
}

describe('bond market, owner side', () => {
  test('account 4 creates a USDT bond with a PNG logo (approve, create, sign, metadata) and finds it in the market', async () => {
    const before = await contracts().bondFactory.totalSales();
    await withApp({ account: CREATOR, path: '/bond/create', connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Launch Your Bond', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByText('Creation fee: 0.002 BNB').waitFor({ timeout: 20_000 });
      // defaults of SPEC section 3
      expect(await page.getByLabel('Payment currency').inputValue()).toBe('0');
      expect(await page.getByLabel('Vesting duration (days)').inputValue()).toBe('90');
      expect(await page.getByLabel('Discount (%)').inputValue()).toBe('0');
      expect(await page.getByRole('button', { name: 'Create Bond' }).isDisabled()).toBe(true);

      // a token without a pool: the owner is warned buyers could not get a quote
      await page.getByLabel('Token address').fill(token('noLiquidity'));
      await page.getByTestId('no-route-warning').waitFor({ timeout: 20_000 });

      await fillCreateForm(page, {
        token: token('sally'),
        currency: '1',
        maxTokens: '10000',
        vesting: '30',
        discount: '5',
        minPrice: '0.1',
        description: DESCRIPTION,
      });
      await page.getByText('Sally (SALLY), 18 decimals').waitFor({ timeout: 20_000 });
      await page.getByTestId('token-balance').filter({ hasText: /SALLY$/ }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('no-route-warning').count()).toBe(0);
      await page.getByLabel('Website').fill('https://sally.example');
      await page.getByLabel('Twitter').fill('https://x.com/sally');

      // the logo rule: a GIF is refused with the SPEC's text, the PNG is taken
      await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'sally.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await app.waitForSeenText('Please upload a valid image file (PNG, JPG, SVG)');
      await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'sally.png', mimeType: 'image/png', buffer: PNG_2X2 });
      await page.getByText('sally.png').waitFor();

      // a bad address names the problem and sends nothing
      await page.getByLabel('Token address').fill('0x1234');
      await (await enabledButton(page, 'Create Bond')).click();
      await app.waitForSeenText('Please enter a valid token contract address');
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);
      await page.getByLabel('Token address').fill(token('sally'));

      await (await enabledButton(page, 'Approve SALLY')).click();
      await waitForSuccessToast(page, 'Token approved successfully');
      expect(await contracts().erc20(token('sally')).allowance(address(CREATOR), stackDeployment().contracts.bondFactory)).toBe(MAX_TOKENS);

      // the review names what is sold, on which terms, the fee, and that the supply leaves the wallet
      const sentBefore = app.wallet.requestsOf('eth_sendTransaction').length;
      await (await enabledButton(page, 'Create Bond')).click();
      const { dialog: review, value: shown } = await reviewTitled(page, 'Review bond for SALLY');
      expect(await shown('review-sell')).toBe('10,000 SALLY');
      expect(await shown('review-currency')).toBe('USDT');
      expect(await shown('review-discount')).toBe('5%');
      expect(await shown('review-vesting')).toBe('30 days');
      expect(await shown('review-min-price')).toBe('0.1 USDT per token');
      expect(await shown('review-max-per-buyer')).toBe('No limit');
      expect(await shown('review-fee')).toBe('0.002 BNB');
      expect(await shown('review-supply-note')).toBe('10,000 SALLY move from your wallet into the sale contract when it is created');
      // SALLY has a route to USDT: no warning
      expect(await review.getByTestId('review-no-route').count()).toBe(0);
      // cancelling sends nothing
      await closeReview(page);
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(sentBefore);
      expect(await contracts().bondFactory.totalSales()).toBe(before);

      await (await enabledButton(page, 'Create Bond')).click();
      await confirmInReview(page, 'Create bond');
      await waitForSuccessToast(page, 'Bond created successfully!');
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      const notice = page.getByTestId('created-notice');
      await notice.filter({ hasText: /Bond #\d+ is live and its metadata is saved\./ }).waitFor({ timeout: 30_000 });
      // the success is in sight, not off screen above the form
      await expectInViewport(page, notice);
      // its links are in the notice's own colour, not the browser's blue and purple
      for (const name of ['View bond', 'Manage bond']) {
        const colours = await page.getByRole('link', { name }).evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link.parentElement!).color]);
        expect(colours[0]).toBe(colours[1]);
      }
      expect(app.wallet.requestsOf('personal_sign')).toHaveLength(1);
      // the form starts over, with nothing left of the old token
      await waitUntil(async () => (await page.getByLabel('Description').inputValue()) === '', { message: 'form reset' });
      expect(await page.getByLabel('Token address').inputValue()).toBe('');
      expect(await page.getByText('Sally (SALLY), 18 decimals').count()).toBe(0);
      expect(await page.getByTestId('token-balance').count()).toBe(0);
      expect(await page.getByText('sally.png').count()).toBe(0);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });

    const count = await contracts().bondFactory.totalSales();
    expect(count).toBe(before + 1n);
    const info = await contracts().bondFactory.getSaleByIndex(count - 1n);
    expect(info.projectOwner.toLowerCase()).toBe(address(CREATOR).toLowerCase());
    expect(info.token.toLowerCase()).toBe(token('sally'));
    expect(info.currency).toBe(1n);
    expect(info.hardCap).toBe(MAX_TOKENS);
    expect(info.discount).toBe(500n);
    expect(info.vestingDuration).toBe(30n * BigInt(DAY));
    expect(info.minPricePerToken).toBe(E18 / 10n); // '0.1' USDT typed, converted exactly
    expect(info.maxPerBuyer).toBe(0n);
    created.saleId = Number(info.saleId);
    created.saleAddress = info.saleAddress;
    expect(await erc20Balance(token('sally'), info.saleAddress)).toBe(MAX_TOKENS);

    // the API serves exactly what was posted
    const { apiUrl } = stackEnv();
    const metadata = (await (await fetch(`${apiUrl}/sales/${created.saleId}/metadata`)).json()) as {
      description: string;
      socials: Record<string, string>;
      logoMimeType: string;
    };
    expect(metadata.description).toBe(DESCRIPTION);
    expect(metadata.socials).toEqual({ website: 'https://sally.example', twitter: 'https://x.com/sally' });
    expect(metadata.logoMimeType).toBe('image/png');
    const logo = Buffer.from(await (await fetch(`${apiUrl}/sales/${created.saleId}/logo`)).arrayBuffer());
    expect(logo.equals(PNG_2X2)).toBe(true);

    await withApp({ account: BUYER, path: '/bond/sales' }, async (app) => {
      const { page } = app;
      const card = page.locator('article', { has: page.locator(`a[href="/bond/sales/${created.saleId}"]`) });
      await card.waitFor({ timeout: 30_000 });
      await card.getByText('0.00 / 10,000.00 SALLY sold').waitFor();
      const img = card.getByRole('img', { name: 'SALLY logo' });
      await img.waitFor({ timeout: 20_000 });
      // the card shows the token's own logo until the sale's metadata arrives, then the API's logo
      await waitUntil(async () => (await img.getAttribute('src')) === `${apiUrl}/sales/${created.saleId}/logo`, {
        message: "the card's logo is the sale logo from the API",
      });
      await waitUntil(async () => img.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth === 2), {
        message: 'logo loaded',
      });
      await card.getByRole('link', { name: 'View Details' }).click();
      await page.getByText(DESCRIPTION).waitFor({ timeout: 20_000 });
    });
  });

  test('the seeded owner adds missing metadata, then emergency-withdraws a live sale after confirming', async () => {
    const SEED_OWNER = 1;
    const NOLIQ_SALE = 4;
    const info = await contracts().bondFactory.getSaleByIndex(NOLIQ_SALE - 1);
    const noliq = info.token.toLowerCase();
    const before = await erc20Balance(noliq, address(SEED_OWNER));
    // runs before chain time moves past the seeded sales' end (test 3)
    const description = `NOLIQ bond metadata added from the owner page ${Date.now()}`;

    await withApp({ account: SEED_OWNER, path: `/bond/project-sales/${NOLIQ_SALE}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: new RegExp(`bond #${NOLIQ_SALE}$`) }).waitFor({ timeout: 20_000 });
      const { apiUrl } = stackEnv();
      const existing = await fetch(`${apiUrl}/sales/${NOLIQ_SALE}/metadata`);
      // the API database outlives chain reverts: another file may have saved metadata for this sale already
      if (existing.status === 404) {
        await (await enabledButton(page, 'Add metadata')).click();
        const dialog = page.getByRole('dialog', { name: 'Add metadata' });
        await dialog.getByLabel('Description').fill(description);
        await dialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'noliq.png', mimeType: 'image/png', buffer: PNG_2X2 });
        await dialog.getByText('noliq.png').waitFor();
        await dialog.getByRole('button', { name: 'Sign and save' }).click();
        await app.waitForSeenText('Bond metadata saved', 30_000);
        const saved = (await (await fetch(`${apiUrl}/sales/${NOLIQ_SALE}/metadata`)).json()) as { description: string; logoMimeType: string };
        expect(saved).toMatchObject({ description, logoMimeType: 'image/png' });
        await waitUntil(async () => (await page.getByRole('button', { name: 'Add metadata' }).count()) === 0, { message: 'offer gone' });
      }

      expect(await page.getByRole('button', { name: 'Withdraw unsold tokens' }).isDisabled()).toBe(true);
      await (await enabledButton(page, 'Emergency withdraw')).click();
      const confirm = page.getByRole('dialog', { name: 'Emergency withdraw?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await app.waitForSeenText('Emergency withdrawal completed!', 30_000);
      await page.getByText('Ended early').first().waitFor({ timeout: 20_000 });
    });

    const sale = contracts().bondSale(info.saleAddress);
    expect(await sale.endedEarly()).toBe(true);
    expect(await erc20Balance(noliq, address(SEED_OWNER))).toBe(before + info.hardCap - info.soldTokens);
  });

  test('account 6 buys; before the end the owner cannot withdraw and a non-owner sees the not-owner text', async () => {
    const { saleId, saleAddress } = requireSale();
    await withApp({ account: BUYER, path: `/bond/sales/${saleId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Sally', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: 'Token amount' }).fill('1000');
      await page.getByText(/^Expires in \d+s$/).waitFor({ timeout: 20_000 });
      await (await enabledButton(page, 'Approve USDT')).click();
      await app.waitForSeenText('Token approval successful!', 30_000);
      await (await enabledButton(page, 'Buy')).click();
      await confirmInReview(page, 'Confirm purchase');
      await app.waitForSeenText('Bond purchased successfully!', 30_000);
      await waitForReviewStage(page, 'done');
      await closeReview(page);

      // not the owner: the management page refuses, case-insensitively compared
      await app.goto(`/bond/project-sales/${saleId}`);
      await page
        .getByText('You are not the project owner of this bond. Connect with the creator wallet to manage it.')
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Withdraw proceeds' }).count()).toBe(0);
    });
    const sale = contracts().bondSale(saleAddress);
    expect(await sale.soldTokens()).toBe(BOUGHT);
    const proceeds = await sale.totalProceeds();
    expect(proceeds).toBeGreaterThan(0n);

    await withApp({ account: CREATOR, path: `/bond/project-sales/${saleId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: `Manage Sally bond #${saleId}` }).waitFor({ timeout: 20_000 });
      await page.getByTestId('owner-buyers').filter({ hasText: '1' }).waitFor({ timeout: 20_000 });
      await page.getByTestId('owner-sold').filter({ hasText: '1,000.00 / 10,000.00 SALLY' }).waitFor();
      await page.getByTestId('proceeds-gross').filter({ hasText: 'USDT' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Withdraw proceeds' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Withdraw unsold tokens' }).isDisabled()).toBe(true);
      await page.getByText('Proceeds can be withdrawn once the sale has ended.').waitFor();
      // the recipient defaults to the wallet
      expect((await page.getByLabel('Recipient').inputValue()).toLowerCase()).toBe(address(CREATOR).toLowerCase());
      // End sale early asks first; cancelling sends nothing
      await (await enabledButton(page, 'End sale early')).click();
      await page.getByRole('dialog', { name: 'End sale early?' }).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);
    });
    // the contract agrees: no withdrawal before the end
    await expect(contracts(CREATOR).bondSale(saleAddress).withdrawProceeds.staticCall(address(CREATOR))).rejects.toThrow();
  });

  test('past the end the owner withdraws the proceeds (1% fee) and the unsold tokens to another address', async () => {
    const { saleId, saleAddress } = requireSale();
    const sale = contracts().bondSale(saleAddress);
    const gross = await sale.totalProceeds();
    const fee = (gross * 100n) / 10_000n;
    const ownerBefore = await erc20Balance(usdt(), address(CREATOR));
    const feeBefore = await erc20Balance(usdt(), address(FEE_RECIPIENT));
    const recipientBefore = await erc20Balance(token('sally'), address(UNSOLD_RECIPIENT));

    await withApp({ account: CREATOR, path: `/bond/project-sales/${saleId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: `Manage Sally bond #${saleId}` }).waitFor({ timeout: 20_000 });
      await app.advanceTime(31 * DAY);
      await app.goto(`/bond/project-sales/${saleId}`);
      await page.getByRole('heading', { name: `Manage Sally bond #${saleId}` }).waitFor({ timeout: 20_000 });
      await page.getByTestId('owner-unsold').filter({ hasText: '9,000.00 SALLY' }).waitFor({ timeout: 20_000 });

      await (await enabledButton(page, 'Withdraw proceeds')).click();
      await waitForSuccessToast(page, 'Proceeds withdrawn successfully!');
      await page.getByText('Proceeds withdrawn.').waitFor({ timeout: 20_000 });

      // an invalid recipient is refused before anything is sent
      const sent = app.wallet.requestsOf('eth_sendTransaction').length;
      await page.getByLabel('Recipient').fill('0x1234');
      await (await enabledButton(page, 'Withdraw unsold tokens')).click();
      await app.waitForSeenText('Enter a valid recipient address');
      expect(app.wallet.requestsOf('eth_sendTransaction')).toHaveLength(sent);

      await page.getByLabel('Recipient').fill(address(UNSOLD_RECIPIENT));
      await (await enabledButton(page, 'Withdraw unsold tokens')).click();
      await waitForSuccessToast(page, 'Unsold tokens withdrawal completed!');
      await page.getByTestId('owner-unsold').filter({ hasText: '0.00 SALLY' }).waitFor({ timeout: 20_000 });
    });

    expect(await sale.proceedsWithdrawn()).toBe(true);
    expect(await erc20Balance(usdt(), address(CREATOR))).toBe(ownerBefore + gross - fee);
    // the platform fee waits in the sale for its own pull, so the fee recipient can never block the owner
    expect(await erc20Balance(usdt(), saleAddress)).toBe(fee);
    await (await contracts(BUYER).bondSale(saleAddress).withdrawPlatformFee()).wait();
    expect(await erc20Balance(usdt(), address(FEE_RECIPIENT))).toBe(feeBefore + fee);
    expect(await erc20Balance(usdt(), saleAddress)).toBe(0n);
    expect(await erc20Balance(token('sally'), address(UNSOLD_RECIPIENT))).toBe(recipientBefore + MAX_TOKENS - BOUGHT);
    // what the buyer is owed stays in the sale
    expect(await erc20Balance(token('sally'), saleAddress)).toBe(BOUGHT);
  });

  test("the creator's dashboard counts match the chain; a wallet without bonds sees the empty state", async () => {
    const { saleId } = requireSale();
    const factory = contracts().bondFactory;
    const ids = await factory.getOwnerSaleIdsInRange(address(CREATOR), 0, await factory.totalSales());
    const sales = await Promise.all(ids.map((id) => contracts().bondFactory.getSaleByIndex(id - 1n)));
    const ended = await Promise.all(sales.map((s) => contracts().bondSale(s.saleAddress).hasEnded()));
    const active = ended.filter((e) => !e).length;
    const buyers = sales.reduce((sum, s) => sum + Number(s.buyersCount), 0);
    expect(ids.map(Number)).toContain(saleId);

    await withApp({ account: CREATOR, path: '/bond/dashboard', connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Your Created Bonds', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByTestId('stat-total-bonds').filter({ hasText: new RegExp(`^${ids.length}$`) }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('stat-active-bonds').textContent()).toBe(String(active));
      expect(await page.getByTestId('stat-total-buyers').textContent()).toBe(String(buyers));
      const card = page.getByRole('article', { name: `Your SALLY bond #${saleId}` });
      await card.waitFor();
      expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/bond/sales/${saleId}`);
      expect(await card.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(`/bond/project-sales/${saleId}`);
      expect(await page.getByRole('article').count()).toBe(ids.length);
    });

    await withApp({ account: BUYER, path: '/bond/dashboard', connected: true }, async (app) => {
      await app.page.getByText('No Bonds Created Yet').waitFor({ timeout: 20_000 });
      expect(await app.page.getByRole('link', { name: 'Create Bond' }).last().getAttribute('href')).toBe('/bond/create');
    });
  });

  test('with the API down the bond is created, metadata fails with the toast, and a retry after restart saves it without a second sale', async () => {
    const before = await contracts().bondFactory.totalSales();
    await withApp({ account: CREATOR, path: '/bond/create', connected: true }, async (app) => {
      const { page } = app;
      await fillCreateForm(page, {
        token: token('schm'),
        currency: '0',
        maxTokens: '500',
        vesting: '7',
        discount: '2.5',
        minPrice: '0.0001',
        description: 'Schmeckle bond whose metadata is saved on the second try.',
      });
      await page.getByText('Schmeckle (SCHM), 18 decimals').waitFor({ timeout: 20_000 });
      await (await enabledButton(page, 'Approve SCHM')).click();
      await waitForSuccessToast(page, 'Token approved successfully');
      const create = await enabledButton(page, 'Create Bond');

      await stopApi();
      try {
        await create.click();
        await confirmInReview(page, 'Create bond');
        await waitForSuccessToast(page, 'Bond created successfully!');
        await closeReview(page);
        await app.waitForSeenText('Bond created but failed to save metadata: ', 30_000);
        expect(await contracts().bondFactory.totalSales()).toBe(before + 1n);
        await page.getByText(`Bond #${before + 1n} was created, but its metadata is not saved yet.`, { exact: false }).waitFor();
        // the text fields survive a reload while the metadata is unsaved
        await app.goto('/bond/create');
        await page.getByRole('button', { name: 'Save metadata' }).waitFor({ timeout: 20_000 });
        expect(await page.getByLabel('Description').inputValue()).toBe('Schmeckle bond whose metadata is saved on the second try.');
      } finally {
        await restartApi();
      }

      await (await enabledButton(page, 'Save metadata')).click();
      await page.getByText(`Bond #${before + 1n} is live and its metadata is saved.`).waitFor({ timeout: 30_000 });
    });

    expect(await contracts().bondFactory.totalSales()).toBe(before + 1n);
    const { apiUrl } = stackEnv();
    const response = await fetch(`${apiUrl}/sales/${before + 1n}/metadata`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { description: string }).description).toBe('Schmeckle bond whose metadata is saved on the second try.');
  });

  test("a token without a DEX route: 'Create Bond' says what it waits for, the review says plainly that nobody can buy until a pool exists, and the bond is created all the same", async () => {
    const noRoute = token('noLiquidity');
    // the seed's deployer (account 0) owns the dev tokens and mints the creator some
    const mintable = contracts(0).testToken('noLiquidity');
    const symbol = await mintable.symbol();
    const unit = 10n ** (await mintable.decimals());
    await (await mintable.mint(address(CREATOR), 1_000n * unit)).wait();
    const before = await contracts().bondFactory.totalSales();
    const saleDuration = await contracts().bondFactory.saleDuration();
    expect(saleDuration).toBe(30n * BigInt(DAY));

    await withApp({ account: CREATOR, path: '/bond/create', connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Launch Your Bond', level: 1 }).waitFor({ timeout: 20_000 });
      // disabled, with the reason beside it, as every disabled action of the app
      const create = page.getByRole('button', { name: 'Create Bond', exact: true });
      expect(await create.isDisabled()).toBe(true);
      expect(await page.getByTestId('create-bond-reason').textContent()).toBe('Enter the token address');
      // the sale's length, read from the factory, before anything is sent
      await page.getByTestId('create-sale-length').filter({ hasText: /^30 days from creation$/ }).waitFor({ timeout: 20_000 });

      await page.getByLabel('Token address').fill(noRoute);
      await page.getByTestId('create-bond-reason').filter({ hasText: /^Enter the max tokens to sell$/ }).waitFor({ timeout: 20_000 });
      await fillCreateForm(page, { token: noRoute, currency: '0', maxTokens: '1000', vesting: '7', discount: '0', minPrice: '0.001', description: 'A bond before its pool exists.' });
      await page.getByTestId('no-route-warning').waitFor({ timeout: 20_000 });
      // what the owner page will show as 'Max per purchase': a tenth of the max tokens
      await page.getByTestId('create-max-per-purchase').filter({ hasText: new RegExp(`^100 ${symbol}$`) }).waitFor({ timeout: 20_000 });

      await (await enabledButton(page, `Approve ${symbol}`)).click();
      await waitForSuccessToast(page, 'Token approved successfully');
      await (await enabledButton(page, 'Create Bond')).click();
      const { value: shown } = await reviewTitled(page, `Review bond for ${symbol}`);
      expect(await shown('review-no-route')).toBe(
        `${symbol} has no DEX route to BNB, so no price can be signed and nobody can buy — not even at your minimum price. ` +
          `Buying opens 30 minutes after a ${symbol} pool with liquidity exists; the sale's time runs from creation meanwhile.`,
      );
      expect(await shown('review-sale-length')).toBe('30 days from creation');
      expect(await shown('review-max-per-purchase')).toBe(`100 ${symbol}`);
      await confirmInReview(page, 'Create bond');
      await waitForSuccessToast(page, 'Bond created successfully!');
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      await page.getByTestId('created-notice').filter({ hasText: `Bond #${before + 1n} is live` }).waitFor({ timeout: 30_000 });
    });

    // the chain agrees with what the form and the review said
    expect(await contracts().bondFactory.totalSales()).toBe(before + 1n);
    const info = await contracts().bondFactory.getSaleByIndex(before);
    expect(info.maxPerQuote).toBe(100n * unit);
    expect(info.endTime - info.startTime).toBe(saleDuration);
  });
});

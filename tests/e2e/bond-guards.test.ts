/**
 * What a buyer sees of the platform's guard rails on the seeded BNB sale: the hourly budget left
 * once it limits a purchase, and 'Paused by the platform' while the guardian pauses buying. The
 * file starts from the seeded chain and undoes the pause with a snapshot.
 */
import { BondSale__factory } from '../../typechain-types';
import { contracts, resetToSeed, revert, signer, snapshot, stackEnv, waitUntil, withApp } from './support';

beforeAll(resetToSeed);

const BUYER = 5;
const GUARDIAN = 8;
const BNB_SALE = 1;
const E18 = 10n ** 18n;

/** Buys `tokens` of sale 1 with a quote from the stack's API, as the app would. */
async function buyWithQuote(tokens: bigint): Promise<void> {
  const buyer = signer(BUYER);
  const response = await fetch(`${stackEnv().apiUrl}/sales/${BNB_SALE}/quote?buyer=${buyer.address}&tokenAmount=${tokens}`);
  expect(response.status).toBe(200);
  const { quote, signature } = (await response.json()) as { quote: Record<string, string>; signature: string };
  await (await BondSale__factory.connect(quote.saleAddress, buyer).buyWithQuote(quote as never, signature, { value: BigInt(quote.paymentAmount) })).wait();
}

it('shows the budget left this hour once it limits a purchase, and refuses more in words', async () => {
  const before = await contracts().bondFactory.getSaleByIndex(BNB_SALE - 1);
  expect(before.hourlyBudgetLeft).toBe(before.maxPerQuote);
  await buyWithQuote(1_000n * E18);
  const after = await contracts().bondFactory.getSaleByIndex(BNB_SALE - 1);
  expect(after.hourlyBudgetLeft).toBe(before.hourlyBudgetLeft - 1_000n * E18);

  await withApp({ account: BUYER, path: `/bond/sales/${BNB_SALE}`, connected: true }, async ({ page }) => {
    const left = page.getByTestId('hour-left');
    await left.waitFor({ timeout: 30_000 });
    expect(await left.textContent()).toBe('9,000 SALLY');
    await page.getByRole('textbox', { name: 'Token amount' }).fill('9001');
    await page.getByText('Only 9,000 SALLY more can be bought this hour', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
  });
});

it("shows 'Paused by the platform' while the guardian pauses buying, and Buy stays disabled", async () => {
  const id = await snapshot();
  try {
    await (await contracts(GUARDIAN).bondFactory.pauseQuotes()).wait();
    await withApp({ account: BUYER, path: `/bond/sales/${BNB_SALE}`, connected: true }, async ({ page }) => {
      const notice = page.getByTestId('sale-paused');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toMatch(/^Paused by the platform: buying is stopped on every bond/);
      await page.getByText('Paused by the platform', { exact: true }).first().waitFor();
      await page.getByRole('textbox', { name: 'Token amount' }).fill('10');
      await waitUntil(async () => page.getByRole('button', { name: 'Buy', exact: true }).isDisabled(), { message: 'Buy disabled', timeout: 10_000 });
      expect(await page.getByText(/^Expires in \d+s$/).count()).toBe(0);
    });
  } finally {
    await revert(id);
  }
});

import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import YourBondsPage from './YourBondsPage';
import { ACCOUNT, api, chain, E18, handlers, renderBond, resetChain } from '../testing/bondFixtures';

const mockClaim = jest.fn();
jest.mock('../../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/bondFixtures')).fakeChainClient,
}));
// the wallet's writes: `claim()` on the sale's contract
jest.mock('../../../shared/wallet/signer', () => ({
  getSigner: async () => ({ contracts: { bondSale: () => ({ claim: (...args: unknown[]) => mockClaim(...args) }) } }),
}));
const mockRequest = jest.fn();
jest.mock('../../../shared/wallet/walletActions', () => ({
  ...jest.requireActual('../../../shared/wallet/walletActions'),
  getActiveProvider: () => ({ request: (...args: unknown[]) => mockRequest(...args) }),
  pollWallet: () => async () => undefined,
}));

jest.setTimeout(20_000);
const server = setupServer(...handlers);
const now = () => Math.floor(Date.now() / 1000);
const SALLY = '0x00000000000000000000000000000000000000a1';
const SCHM = '0x00000000000000000000000000000000000000a2';
const SALE1 = '0x00000000000000000000000000000000000005a1';
const SALE2 = '0x00000000000000000000000000000000000005a2';
const SALE3 = '0x00000000000000000000000000000000000005a3';
const HASH = '0x' + 'ab'.repeat(32);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  api.reset();
  mockClaim.mockReset();
  mockRequest.mockReset();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.tokens[SCHM] = { name: 'Schmeckle', symbol: 'SCHM', decimals: 18 };
  chain.sales = [
    { address: SALE1, token: SALLY, currency: 0, hardCap: 1000n * E18, sold: 100n * E18, endTime: now() + 86_400, vestingDuration: 10 * 86_400 },
    { address: SALE2, token: SCHM, currency: 1, hardCap: 1000n * E18, sold: 100n * E18, endTime: now() + 86_400, vestingDuration: 10 * 86_400 },
  ];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderBond(<YourBondsPage />);

describe('Your Bonds', () => {
  it("shows 'No Investments Yet' with a link to the market when the wallet bought nothing", async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Your Bonds' })).toBeInTheDocument();
    expect(await screen.findByText('No Investments Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Bonds' })).toHaveAttribute('href', '/bond/sales');
  });

  it('shows each position with amount, vested, still vesting, claimed, claimable, progress and a vesting chart', async () => {
    chain.userSaleIds[ACCOUNT] = [1, 2];
    chain.positions[`${SALE1}:${ACCOUNT}`] = [100n * E18, 25n * E18, 25n * E18];
    chain.positions[`${SALE2}:${ACCOUNT}`] = [40n * E18, 0n, 0n];
    open();
    const sally = await screen.findByRole('article', { name: 'Sally position' });
    expect(within(sally).getByLabelText('Amount')).toHaveTextContent('100 SALLY');
    expect(within(sally).getByLabelText('Claimed')).toHaveTextContent('25 SALLY');
    // vested + still vesting = amount; claimed + claimable = vested
    expect(within(sally).getByLabelText('Still vesting')).toHaveTextContent('50 SALLY');
    expect(within(sally).getByLabelText('Claimable')).toHaveTextContent('25 SALLY');
    // vested (claimed + claimable) is shown apart from claimed: 25 claimable does not read as 'nothing vested'
    expect(within(sally).getByLabelText('Vested')).toHaveTextContent('50 SALLY');
    expect(within(sally).getByTestId('vested-percent')).toHaveTextContent('50% vested · 25% claimed');
    expect(within(sally).getByRole('img', { name: /^Vesting schedule: 50 of 100 SALLY unlocked, fully vested on / })).toBeInTheDocument();
    expect(within(sally).getByRole('button', { name: 'Claim' })).toBeEnabled();

    const schm = screen.getByRole('article', { name: 'Schmeckle position' });
    expect(within(schm).getByLabelText('Claimable')).toHaveTextContent('0 SCHM');
    expect(within(schm).getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('adds the bonds up per payout token: bought, claimable now and still vesting, as shown summing exactly', async () => {
    chain.userSaleIds[ACCOUNT] = [1, 2, 3];
    chain.sales.push({ address: SALE3, token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 100n * E18, endTime: now() + 86_400, vestingDuration: 10 * 86_400 });
    // 100 + 0.5 SALLY bought; 40.0000005 claimed and 0.2500004 claimable: rounded alone, 60 and 0.25 would read 59.999999 and 0.250000
    chain.positions[`${SALE1}:${ACCOUNT}`] = [100n * E18, 400_000_005n * 10n ** 11n, 0n];
    chain.positions[`${SALE3}:${ACCOUNT}`] = [E18 / 2n, 0n, 2_500_004n * 10n ** 11n];
    chain.positions[`${SALE2}:${ACCOUNT}`] = [40n * E18, 0n, 0n];
    open();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const sally = within(totals).getByRole('group', { name: 'SALLY totals' });
    expect(sally).toHaveTextContent('SALLY · 2 bonds');
    expect(within(sally).getByLabelText('Bought')).toHaveTextContent('100.5 SALLY');
    expect(within(sally).getByLabelText('Claimable now')).toHaveTextContent('0.25 SALLY');
    expect(within(sally).getByLabelText('Still vesting')).toHaveTextContent('60.25 SALLY');
    const schm = within(totals).getByRole('group', { name: 'SCHM totals' });
    expect(within(schm).getByLabelText('Bought')).toHaveTextContent('40 SCHM');
    expect(within(schm).getByLabelText('Still vesting')).toHaveTextContent('40 SCHM');

    // the card of 100 SALLY: 40 vested and 60 still vesting, not 40 and 59.999999
    const card = (await screen.findAllByRole('article', { name: 'Sally position' }))[0];
    expect(within(card).getByLabelText('Vested')).toHaveTextContent('40 SALLY');
    expect(within(card).getByLabelText('Still vesting')).toHaveTextContent('60 SALLY');
  });

  it('claims, disables Claim while pending, toasts success and offers to add the token to the wallet', async () => {
    chain.userSaleIds[ACCOUNT] = [1];
    chain.positions[`${SALE1}:${ACCOUNT}`] = [100n * E18, 0n, 30n * E18];
    let mine!: (receipt: unknown) => void;
    mockClaim.mockResolvedValue({ hash: HASH, wait: () => new Promise((resolve) => (mine = resolve)) });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Sally position' });
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(mockClaim).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Claim' })).toBeDisabled());

    // the claim moves the tokens; the list reloads from the chain
    chain.positions[`${SALE1}:${ACCOUNT}`] = [100n * E18, 30n * E18, 0n];
    mine({ status: 1 });
    expect(await screen.findByText('Claim successful! Tokens have been transferred to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('Claimed')).toHaveTextContent('30 SALLY'));
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Add SALLY to wallet' }));
    expect(mockRequest).toHaveBeenCalledWith({
      method: 'wallet_watchAsset',
      params: { type: 'ERC20', options: { address: SALLY, symbol: 'SALLY', decimals: 18 } },
    });
  });

  it("says 'Claim failed' when the claim reverts", async () => {
    chain.userSaleIds[ACCOUNT] = [1];
    chain.positions[`${SALE1}:${ACCOUNT}`] = [100n * E18, 0n, 30n * E18];
    mockClaim.mockResolvedValue({ hash: HASH, wait: async () => ({ status: 0 }) });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Sally position' });
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claim failed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Add SALLY/ })).not.toBeInTheDocument();
  });

  it("shows a read failure of the chain's figures", async () => {
    chain.userSaleIds[ACCOUNT] = [1];
    chain.positions[`${SALE1}:${ACCOUNT}`] = [100n * E18, 0n, 0n];
    chain.failWith = 'node unreachable';
    open();
    expect(await screen.findByText(/Failed to load your bonds\./)).toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { config } from '../../../config';
import { walletConnected } from '../../../shared/wallet/walletSlice';
import { api, chain, E18, handlers, renderBond, resetChain } from '../testing/bondFixtures';
import { OWNER, ownerChain } from '../testing/ownerFixtures';
import OwnerSalePage from './OwnerSalePage';

jest.mock('../../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/ownerFixtures')).ownerChainClient,
}));

jest.setTimeout(20_000);
const server = setupServer(...handlers);
const now = () => Math.floor(Date.now() / 1000);
const SALLY = '0x00000000000000000000000000000000000000a1';
const LIVE = '0x00000000000000000000000000000000000005a1';
const ENDED = '0x00000000000000000000000000000000000005a2';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  ownerChain.reset();
  api.reset();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.sales = [
    { address: LIVE, token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 250n * E18, endTime: now() + 10 * 86_400, buyers: 3 },
    { address: ENDED, token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 400n * E18, endTime: now() - 60, buyers: 2 },
  ];
  // 500 USDT received; 600 SALLY unsold above the 400 owed
  ownerChain.finance[LIVE] = { totalProceeds: 300n * E18, totalClaimed: 0n, tokenBalance: 1000n * E18 };
  ownerChain.finance[ENDED] = { totalProceeds: 500n * E18, totalClaimed: 0n, tokenBalance: 1000n * E18 };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function open(id: number, account: string) {
  const view = renderBond(<OwnerSalePage />, { route: '/bond/project-sales/:id', path: `/bond/project-sales/${id}`, connected: false });
  act(() => {
    view.store.dispatch(walletConnected({ account, chainId: config.chain.id, connectorId: 'injected' }));
  });
  return view;
}

describe('owner management page', () => {
  it('refuses another wallet with the SPEC text', async () => {
    open(1, '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc');
    expect(
      await screen.findByText(/You are not the project owner of this bond\. Connect with the creator wallet to manage it\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw proceeds' })).not.toBeInTheDocument();
  });

  it('recognises the owner whatever the address case; before the end nothing can be withdrawn', async () => {
    open(1, OWNER.toUpperCase().replace('0X', '0x'));
    expect(await screen.findByRole('heading', { name: 'Manage Sally bond #1' })).toBeInTheDocument();
    expect(screen.getByTestId('owner-buyers')).toHaveTextContent('3');
    expect(screen.getByTestId('owner-sold')).toHaveTextContent('250.00 / 1,000.00 SALLY');
    expect(await screen.findByText('300 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('proceeds-fee')).toHaveTextContent('3 USDT');
    expect(screen.getByTestId('proceeds-net')).toHaveTextContent('297 USDT');
    expect(screen.getByRole('button', { name: 'Withdraw proceeds' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw unsold tokens' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End sale early' })).toBeEnabled();
    expect(screen.getByLabelText('Recipient')).toHaveValue(OWNER.toUpperCase().replace('0X', '0x').toLowerCase());
  });

  it('after the end: proceeds before and after the 1% fee, both withdrawals open', async () => {
    open(2, OWNER);
    expect(await screen.findByRole('heading', { name: 'Manage Sally bond #2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('proceeds-gross')).toHaveTextContent('500 USDT'));
    expect(screen.getByTestId('proceeds-fee')).toHaveTextContent('5 USDT');
    expect(screen.getByTestId('proceeds-net')).toHaveTextContent('495 USDT');
    expect(screen.getByTestId('owner-unsold')).toHaveTextContent('600.00 SALLY');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw proceeds' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Withdraw unsold tokens' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'End sale early' })).toBeDisabled();
  });

  it("shows the sale's limits and that the platform fee is collected separately", async () => {
    chain.sales[1]!.minPricePerToken = E18 / 4n;
    chain.sales[1]!.maxPerBuyer = 2_500n * E18;
    open(2, OWNER);
    expect(await screen.findByTestId('limit-min-price')).toHaveTextContent('0.25 USDT');
    expect(screen.getByTestId('limit-per-purchase')).toHaveTextContent('100 SALLY');
    expect(screen.getByTestId('limit-per-buyer')).toHaveTextContent('2,500 SALLY');
    expect(screen.getByText('The platform collects its fee from the sale separately; your withdrawal never waits for it.')).toBeInTheDocument();
  });

  it('refuses an invalid recipient with the SPEC text', async () => {
    const { user } = open(2, OWNER);
    const recipient = await screen.findByLabelText('Recipient');
    await user.clear(recipient);
    await user.type(recipient, '0x1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw unsold tokens' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Withdraw unsold tokens' }));
    expect((await screen.findAllByText('Enter a valid recipient address')).length).toBeGreaterThan(0);
  });

  it('puts End sale early behind a confirmation', async () => {
    const { user } = open(1, OWNER);
    await user.click(await screen.findByRole('button', { name: 'End sale early' }));
    expect(await screen.findByRole('dialog', { name: 'End sale early?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('raises the minimum price only upward, behind a review that shows both prices', async () => {
    chain.sales[0]!.minPricePerToken = E18 / 2n;
    const { user } = open(1, OWNER);
    expect(await screen.findByTestId('owner-min-price')).toHaveTextContent('0.5 USDT');
    const field = screen.getByLabelText('New minimum price (USDT per SALLY)');
    const raise = () => screen.getByRole('button', { name: 'Raise minimum price' });

    await user.click(raise());
    expect(await screen.findByText('Enter the new minimum price')).toBeInTheDocument();
    await user.type(field, '0.4');
    await user.click(raise());
    expect(await screen.findByText('The new minimum price must be above the current one (0.5 USDT); it can never be lowered')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '0.75');
    await user.click(raise());
    const review = await screen.findByRole('dialog', { name: 'Raise the minimum price?' });
    expect(review).toHaveTextContent('From 0.5 USDT to 0.75 USDT per SALLY. No purchase will be priced below it, and it can never be lowered again.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the minimum price can be raised only while the sale is live', async () => {
    open(2, OWNER);
    expect(await screen.findByText('The minimum price can be raised only while the sale is live.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raise minimum price' })).toBeDisabled();
  });

  it('offers to add metadata when the sale has none', async () => {
    const { user } = open(1, OWNER);
    await user.click(await screen.findByRole('button', { name: 'Add metadata' }));
    expect(await screen.findByRole('dialog', { name: 'Add metadata' })).toBeInTheDocument();
  });

  it('says when the bond does not exist', async () => {
    open(9, OWNER);
    expect(await screen.findByText(/Bond not found/)).toBeInTheDocument();
  });
});

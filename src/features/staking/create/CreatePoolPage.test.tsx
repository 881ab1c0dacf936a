import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { chain, resetChain, rpcHandler } from '../testing/fakeChain';
import { ACCOUNT, renderStaking } from '../testing/renderStaking';
import { config } from '../../../config';
import { walletRequestEnded, walletRequestStarted } from '../../../shared/tx';
import { CREATE_POOL_STORAGE_KEY } from './createPoolSlice';
import CreatePoolPage from './CreatePoolPage';

const server = setupServer(rpcHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: canvas "not implemented"
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});

const TOKEN = '0x' + 'a1'.repeat(20);

const change = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValidForm() {
  change(/Staking token/, TOKEN);
  expect(await screen.findByText('Sally (SALLY), 18 decimals', {}, { timeout: 15_000 })).toBeInTheDocument();
  change(/APR \(%\)/, '12.5');
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  change(
    /End date/,
    `${inThirtyDays.getFullYear()}-${pad(inThirtyDays.getMonth() + 1)}-${pad(inThirtyDays.getDate())}T12:00`,
  );
  change(/Initial reward/, '1000');
  change(/Description/, 'Stake SALLY, earn SALLY');
}

describe('CreatePoolPage', () => {
  beforeEach(() => {
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  });

  it('spins the approve or the create button from the tracked transactions alone (as DevTools time travel replays them)', async () => {
    chain.allowance = (10n ** 30n).toString();
    const { store } = renderStaking(<CreatePoolPage />, { connected: true });
    change(/Staking token/, TOKEN);
    await screen.findByText('Sally (SALLY), 18 decimals', {}, { timeout: 15_000 });
    change(/Initial reward/, '1000');
    act(() => {
      store.dispatch(walletRequestStarted({ id: 'a', info: { type: 'approve', token: TOKEN, spender: config.contracts.stakingFactory, symbol: 'SALLY' }, account: ACCOUNT }));
    });
    expect(screen.getByRole('button', { name: 'Approving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Pool' })).toBeDisabled();
    // the allowance read answers: approval is done, Create Pool is next
    act(() => {
      store.dispatch(walletRequestEnded({ id: 'a' }));
      store.dispatch(walletRequestStarted({ id: 'c', info: { type: 'createPool', stakingToken: TOKEN, symbol: 'SALLY' }, account: ACCOUNT }));
    });
    expect(screen.getByRole('button', { name: 'Creating pool...' })).toBeDisabled();
    act(() => {
      store.dispatch(walletRequestEnded({ id: 'c' }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Pool' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Reward token approved' })).toBeDisabled();
  }, 30_000);

  it("makes 'Approve' the primary action while approval is next, 'Create Pool' secondary and disabled saying why, then swaps them", async () => {
    renderStaking(<CreatePoolPage />, { connected: true });
    await fillValidForm();
    const approve = screen.getByRole('button', { name: 'Approve SALLY' });
    const create = screen.getByRole('button', { name: 'Create Pool' });
    expect(approve).toBeEnabled();
    expect(approve).toHaveClass('MuiButton-contained');
    expect(create).toBeDisabled();
    expect(create).toHaveClass('MuiButton-outlined');
    expect(create).toHaveAccessibleDescription('Please approve reward token first');
    expect(screen.getByTestId('create-pool-reason')).toHaveTextContent('Please approve reward token first');
  }, 30_000);

  it('shows the reward token as read-only text naming the staking token, and the fee in BNB', async () => {
    renderStaking(<CreatePoolPage />, { connected: true });
    expect(await screen.findByText('Pool creation fee: 0.01 BNB', {}, { timeout: 15_000 })).toBeInTheDocument();
    const reward = screen.getByRole('group', { name: 'Reward token' });
    expect(reward).toHaveTextContent('The staking token');
    change(/Staking token/, TOKEN);
    await waitFor(() => expect(reward).toHaveTextContent('SALLY, the staking token'));
    // nothing in it can be typed into or looks like a field
    expect(reward.querySelector('input, textarea, .MuiInputBase-root')).toBeNull();
  }, 30_000);

  it('walks through the SPEC texts once approved: logo, image type and size, resize fallback', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderStaking(<CreatePoolPage />, { connected: true });
    chain.allowance = (10n ** 30n).toString();
    await fillValidForm();

    await user.click(await screen.findByRole('button', { name: 'Create Pool' }));
    expect(await screen.findAllByText('Please upload a logo')).not.toHaveLength(0);

    const logo = screen.getByLabelText('Logo');
    await user.upload(logo, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('Please select an image file')).not.toHaveLength(0);

    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(logo, big);
    expect(await screen.findAllByText('Image size must be less than 2MB')).not.toHaveLength(0);

    // jsdom has no canvas: the original is kept, with the SPEC's message
    await user.upload(logo, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findAllByText('Failed to resize image. Using original preview.')).not.toHaveLength(0);

    expect(screen.getByRole('button', { name: 'Reward token approved' })).toBeDisabled();
  }, 30_000);

  it('asks for an end date and marks missing fields', async () => {
    const user = userEvent.setup();
    renderStaking(<CreatePoolPage />, { connected: true });
    // approval is the first step, and pressing it on an empty form marks what is missing
    await user.click(await screen.findByRole('button', { name: 'Approve token' }));
    expect(await screen.findAllByText('Please enter a valid token contract address')).not.toHaveLength(0);
    expect(screen.getByText('Please select an end date')).toBeInTheDocument();
    expect(screen.getByText('Please enter a description')).toBeInTheDocument();
  }, 30_000);

  it('keeps the typed text in session storage', async () => {
    renderStaking(<CreatePoolPage />, { connected: true });
    change(/Description/, 'kept');
    await waitFor(() => expect(sessionStorage.getItem(CREATE_POOL_STORAGE_KEY)).toContain('"description":"kept"'));
  }, 30_000);
});

import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../config';
import { walletConnected } from '../shared/wallet/walletSlice';
import { renderApp, TEST_ACCOUNT } from './testing/renderApp';

// The pages belong to their features and are tested there; here each is a marker heading.
function mockPage(title: string) {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { __esModule: true, default: () => createElement('h1', null, `[${title}]`) };
}
jest.mock('../features/swap/SwapCard', () => mockPage('SwapCard'));
jest.mock('../features/bond/market/MarketPage', () => mockPage('MarketPage'));
jest.mock('../features/bond/detail/SaleDetailPage', () => mockPage('SaleDetailPage'));
jest.mock('../features/bond/create/CreateBondPage', () => mockPage('CreateBondPage'));
jest.mock('../features/bond/your-bonds/YourBondsPage', () => mockPage('YourBondsPage'));
jest.mock('../features/bond/owner/OwnerSalePage', () => mockPage('OwnerSalePage'));
jest.mock('../features/bond/dashboard/BondDashboardPage', () => mockPage('BondDashboardPage'));
jest.mock('../features/staking/pools/PoolsPage', () => mockPage('PoolsPage'));
jest.mock('../features/staking/pools/PoolDetailPage', () => mockPage('PoolDetailPage'));
jest.mock('../features/staking/create/CreatePoolPage', () => mockPage('CreatePoolPage'));
jest.mock('../features/staking/your-stakes/YourStakesPage', () => mockPage('YourStakesPage'));
jest.mock('../features/staking/dashboard/StakingDashboardPage', () => mockPage('StakingDashboardPage'));

// The first lazy route import transpiles its whole chunk under jest: allow for it.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => window.localStorage.clear());

const location = () => screen.getByTestId('location').textContent;
const main = () => screen.getByRole('main');

describe('top-level routes (SPEC section 2)', () => {
  it('/ shows the landing hero, then the swap card', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'A universe built on true decentralization' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '[SwapCard]' })).toBeInTheDocument();
    expect(document.getElementById('swap')).toContainElement(screen.getByRole('heading', { name: '[SwapCard]' }));
  });

  it.each([
    ['/bond/sales', '[MarketPage]', '/bond/sales'],
    ['/bond/sales/7', '[SaleDetailPage]', '/bond/sales/7'],
    ['/bond', '[MarketPage]', '/bond/sales'],
    ['/bond/no-such-page', '[MarketPage]', '/bond/sales'],
    ['/launchpad', '[MarketPage]', '/bond/sales'],
    ['/launchpad/anything/deep', '[MarketPage]', '/bond/sales'],
    ['/staking/pools', '[PoolsPage]', '/staking/pools'],
    ['/staking/pools/3', '[PoolDetailPage]', '/staking/pools/3'],
    ['/staking', '[PoolsPage]', '/staking/pools'],
    ['/staking/whatever', '[PoolsPage]', '/staking/pools'],
  ])('%s shows %s at %s', async (path, heading, finalPath) => {
    renderApp({ path });
    expect(await within(main()).findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(location()).toBe(finalPath);
  });

  it('/privacy shows the privacy policy', async () => {
    renderApp({ path: '/privacy' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 13 October 2025')).toBeInTheDocument();
  });

  it.each(['/nope', '/swap', '/bonds/sales', '/privacy/extra'])('any other path (%s) redirects to /', async (path) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { name: 'A universe built on true decentralization' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});

describe('connected-only pages (DESIGN.md section 5)', () => {
  it.each([
    ['/bond/create', '[CreateBondPage]'],
    ['/bond/project-sales', '[YourBondsPage]'],
    ['/bond/project-sales/4', '[OwnerSalePage]'],
    ['/bond/dashboard', '[BondDashboardPage]'],
    ['/staking/create', '[CreatePoolPage]'],
    ['/staking/your-stakes', '[YourStakesPage]'],
    ['/staking/dashboard', '[StakingDashboardPage]'],
  ])('%s: a visitor gets the Connect Wallet prompt at the same URL; the page appears once connected', async (path, page) => {
    const { store } = renderApp({ path });
    const prompt = await within(main()).findByRole('heading', { name: 'Connect Wallet' });
    expect(prompt).toBeInTheDocument();
    expect(within(main()).getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(within(main()).queryByRole('heading', { name: page })).not.toBeInTheDocument();
    expect(location()).toBe(path);

    act(() => {
      store.dispatch(walletConnected({ account: TEST_ACCOUNT, chainId: config.chain.id, connectorId: 'injected' }));
    });
    expect(await within(main()).findByRole('heading', { name: page })).toBeInTheDocument();
    expect(within(main()).queryByRole('heading', { name: 'Connect Wallet' })).not.toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('shows a loading state, not the prompt, while the wallet is reconnecting', async () => {
    renderApp({ path: '/bond/dashboard', wallet: 'reconnecting' });
    expect(await within(main()).findByRole('status', { name: 'Restoring wallet connection' })).toBeInTheDocument();
    expect(within(main()).queryByRole('heading', { name: 'Connect Wallet' })).not.toBeInTheDocument();
    expect(location()).toBe('/bond/dashboard');
  });

  it("the prompt's button opens the wallet chooser", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/staking/your-stakes' });
    await user.click(await within(main()).findByRole('button', { name: 'Connect wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(within(dialog).getByRole('button', { name: 'WalletConnect' })).toBeInTheDocument();
  });
});

describe('section tabs', () => {
  const tabNames = async (label: string) =>
    within(await screen.findByRole('navigation', { name: label }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);

  it('a visitor sees only Bond Market; a connected wallet sees all four bond tabs', async () => {
    const visitor = renderApp({ path: '/bond/sales' });
    expect(await tabNames('Bond sections')).toEqual(['Bond Market']);
    visitor.unmount();
    renderApp({ path: '/bond/sales', wallet: 'connected' });
    expect(await tabNames('Bond sections')).toEqual(['Bond Market', 'Create Bond', 'Your Bonds', 'Dashboard']);
  });

  it('a visitor sees only Staking Pools; a connected wallet sees all four staking tabs', async () => {
    const visitor = renderApp({ path: '/staking/pools' });
    expect(await tabNames('Staking sections')).toEqual(['Staking Pools']);
    visitor.unmount();
    renderApp({ path: '/staking/pools', wallet: 'connected' });
    expect(await tabNames('Staking sections')).toEqual(['Staking Pools', 'Create Pool', 'Your Stakes', 'Dashboard']);
  });

  it('tabs link to their routes and mark the current one', async () => {
    renderApp({ path: '/bond/project-sales/2', wallet: 'connected' });
    const nav = await screen.findByRole('navigation', { name: 'Bond sections' });
    // the owner's sale page is reached from the Dashboard, so that tab is the current one
    expect(within(nav).getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(within(nav).getByRole('tab', { name: 'Your Bonds' })).toHaveAttribute('aria-selected', 'false');
    expect(within(nav).getByRole('tab', { name: 'Create Bond' })).toHaveAttribute('href', '/bond/create');
    expect(within(nav).getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('href', '/bond/dashboard');
  });
});

describe('header', () => {
  it('links Swap, Bond Market, Staking and the external Docs', async () => {
    renderApp({ path: '/privacy' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Swap' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Bond Market' })).toHaveAttribute('href', '/bond/sales');
    expect(within(nav).getByRole('link', { name: 'Staking' })).toHaveAttribute('href', '/staking/pools');
    const docs = within(nav).getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', config.links.docs);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Swap goes to / and scrolls the swap card into view', async () => {
    const user = userEvent.setup();
    const scroll = jest.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderApp({ path: '/staking/pools' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Swap' }));
    await screen.findByRole('heading', { name: 'A universe built on true decentralization' });
    expect(location()).toBe('/');
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('swap'));
  });

  it('the mobile menu lists the same items', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    // each link in its own list item (a <ul> holding bare links fails axe's 'list' rule)
    expect(within(nav).getAllByRole('listitem').map((item) => within(item).getAllByRole('link').length)).toEqual([1, 1, 1, 1]);
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Swap', '/'],
      ['Bond Market', '/bond/sales'],
      ['Staking', '/staking/pools'],
      ['Docs', config.links.docs],
    ]);
  });

  it("a visitor's wallet area is 'Connect wallet', opening the chooser", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/privacy' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
  });

  it('a connected wallet shows the chain icon and the checksummed address shortened to 6 + 4', async () => {
    renderApp({ path: '/privacy', wallet: 'connected' });
    const banner = screen.getByRole('banner');
    // the checksum's Keccak loads once there is an account to show
    const button = await within(banner).findByRole('button', { name: /0xf39F\.\.\.2266/ });
    expect(within(button).getByRole('img', { name: config.chain.name })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Connect wallet' })).not.toBeInTheDocument();
  });

  it("the connected account panel has Disconnect, recent transactions, and on a wrong chain 'Switch to BSC'", async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ path: '/privacy', wallet: 'wrong-chain' });
    const button = await within(screen.getByRole('banner')).findByRole('button', { name: /0xf39F\.\.\.2266/ });
    expect(within(button).getByRole('img', { name: 'Wrong network' })).toBeInTheDocument();
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    expect(within(menu).getByRole('button', { name: 'Switch to BSC' })).toBeInTheDocument();
    expect(within(menu).getByText('No recent transactions')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Disconnect' }));
    expect(store.getState().wallet.status).toBe('disconnected');
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
  });
});

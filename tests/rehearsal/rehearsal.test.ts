/**
 * The rehearsal's checks (tests/rehearsal/globalSetup.ts built the chain, the deployment, the
 * app and the API): the parameter file against the chain, Ignition's resume, the production
 * build's guard, what the built app shows, and a smoke journey in Chromium — a swap, a bond
 * purchase and a stake by dev account 4.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Deployment } from '../../common/deployment/schema';
import { dexContractProblems, externalContractProblems, tokenListProblems } from '../../scripts/deploy/externalContracts';
import { isChecksummed, readNetworkParameters } from '../../scripts/deploy/parameters';
import { REHEARSAL_V3_POOL, type RehearsalSeed } from '../../scripts/deploy/rehearsalSeed';
import { v3PoolAddress } from '../../server/swap/routing/pools';
import { Contract, ContractFactory } from 'ethers';
import { readOwnArtifact } from '../../scripts/artifacts';
import { address, contracts, erc20Balance, provider, shortAddress, signer, waitUntil, withApp } from '../e2e/support';
import { confirmInReview } from '../e2e/support/review';
import { repoRoot } from '../stack/env';
import { rehearsalSettings } from './env';
import { runDeploy } from './globalSetup';

jest.setTimeout(180_000);

const settings = rehearsalSettings();
const deployment = (): Deployment => JSON.parse(fs.readFileSync(settings.deploymentFile, 'utf8'));
const seed = (): RehearsalSeed => JSON.parse(fs.readFileSync(settings.seedFile, 'utf8'));
const SMOKE = 4;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const E18 = 10n ** 18n;

async function enabledButton(scope: Page | Locator, name: string) {
  const button = scope.getByRole('button', { name, exact: true });
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  await waitUntil(async () => button.isEnabled(), { message: `'${name}' enabled`, timeout: 20_000 });
  return button;
}

describe('the mainnet parameter file on the rehearsal chain', () => {
  const mainnet = readNetworkParameters('bsc');

  test('the rehearsal deploys with the very addresses of ignition/parameters/bsc.json', () => {
    const d = deployment();
    expect(readNetworkParameters('rehearsal').addresses).toEqual(mainnet.addresses);
    expect(d.contracts).toMatchObject({
      wbnb: mainnet.addresses.wbnb.toLowerCase(),
      usdt: mainnet.addresses.usdt.toLowerCase(),
      usd1: mainnet.addresses.usd1!.toLowerCase(),
      uniswapV2Router: mainnet.addresses.pancakeV2Router.toLowerCase(),
      uniswapV2Factory: mainnet.addresses.pancakeV2Factory.toLowerCase(),
      multicall3: mainnet.addresses.multicall3.toLowerCase(),
    });
  });

  test("every DEX address is mainnet's; only the hashes, fees and pool deployer of Uniswap's build differ", () => {
    const rehearsal = readNetworkParameters('rehearsal').dex;
    const lower = (a: string) => a.toLowerCase();
    const { v3: m } = mainnet.dex;
    expect(deployment().dex).toEqual({
      v2: { factory: lower(mainnet.dex.v2.factory), initCodeHash: rehearsal.v2.initCodeHash, feePpm: 3000 },
      v3: {
        factory: lower(m.factory),
        poolDeployer: lower(m.factory),
        initCodeHash: rehearsal.v3.initCodeHash,
        feeTiers: rehearsal.v3.feeTiers,
        swapRouter02: lower(m.swapRouter02),
        quoterV2: lower(m.quoterV2),
        tickLens: lower(m.tickLens),
        positionManager: lower(m.positionManager),
      },
      baseTokens: mainnet.dex.baseTokens.map(lower),
    });
  });

  test('the DEX check passes on the seeded chain: code, router wiring, fee tiers, and pair and pool at their computed addresses', async () => {
    const dex = readNetworkParameters('rehearsal').dex;
    expect(await dexContractProblems(provider(), dex, mainnet.addresses)).toEqual([]);
  });

  test('the DEX check names a wrong init-code hash, a tick spacing the factory does not give, and a router wired elsewhere', async () => {
    const dex = readNetworkParameters('rehearsal').dex;
    // mainnet's PancakeSwap hashes on the Uniswap build: the seeded pair and pool are elsewhere
    expect(await dexContractProblems(provider(), { ...dex, v2: mainnet.dex.v2, v3: { ...dex.v3, initCodeHash: mainnet.dex.v3.initCodeHash } }, mainnet.addresses)).toEqual([
      expect.stringMatching(/^the WBNB\/USDT pair is at 0x[0-9a-fA-F]{40}, not where dex.v2.initCodeHash puts it/),
      expect.stringMatching(/^the WBNB\/USDT 500 pool is at 0x[0-9a-fA-F]{40}, not where dex.v3.poolDeployer and dex.v3.initCodeHash put it$/),
    ]);
    expect(await dexContractProblems(provider(), { ...dex, v3: { ...dex.v3, feeTiers: mainnet.dex.v3.feeTiers } }, mainnet.addresses)).toEqual([
      'dex.v3.factory gives fee 2500 tick spacing 0, the file says 50',
    ]);
    expect(await dexContractProblems(provider(), { ...dex, v3: { ...dex.v3, positionManager: dex.v3.tickLens } }, mainnet.addresses)).toEqual([
      `dex.v3.swapRouter02's positionManager() is ${dex.v3.positionManager}, not dex.v3.positionManager`,
    ]);
    expect(await dexContractProblems(provider(), { ...dex, v3: { ...dex.v3, quoterV2: '0x000000000000000000000000000000000000dEaD' } }, mainnet.addresses)).toEqual([
      'dex.v3.quoterV2 (0x000000000000000000000000000000000000dEaD) has no code on this chain',
    ]);
  });

  test('every address is EIP-55 checksummed, has code, the tokens have 18 decimals and the router is wired to them', async () => {
    for (const value of Object.values(mainnet.addresses)) expect(isChecksummed(value!)).toBe(true);
    expect(await externalContractProblems(provider(), mainnet.addresses)).toEqual([]);
  });

  test("the mainnet token list is the app's: each listed token has code and the decimals the list says", async () => {
    expect(mainnet.tokenList?.map((t) => t.symbol)).toEqual(['USDC', 'FDUSD', 'BTCB', 'ETH', 'CAKE']);
    expect(await tokenListProblems(provider(), mainnet.tokenList!)).toEqual([]);
    expect(deployment().tokens.map((t) => t.symbol)).toEqual(['BNB', 'WBNB', 'USDT', 'USD1', 'USDC', 'FDUSD', 'BTCB', 'ETH', 'CAKE']);
    const wrong = [{ ...mainnet.tokenList![0]!, decimals: 6 }];
    expect(await tokenListProblems(provider(), wrong)).toEqual(['tokenList USDC has 18 decimals, the list says 6']);
  });

  test('the check names an address without code', async () => {
    const problems = await externalContractProblems(provider(), {
      ...mainnet.addresses,
      usd1: '0x000000000000000000000000000000000000dEaD',
    });
    expect(problems).toEqual([expect.stringContaining('addresses.usd1 (0x000000000000000000000000000000000000dEaD) has no code')]);
  });

  test('the check names a token with 6 decimals (the Ethereum USDT mistake) and a router wired elsewhere', async () => {
    const mock = readOwnArtifact('MockERC20');
    const sixDecimals = await new ContractFactory(mock.abi as never, mock.bytecode, signer(0)).deploy('Tether USD', 'USDT', 6);
    await sixDecimals.waitForDeployment();
    const problems = await externalContractProblems(provider(), {
      ...mainnet.addresses,
      usdt: await sixDecimals.getAddress(),
      pancakeV2Factory: mainnet.addresses.usdt,
    });
    expect(problems).toEqual([
      'addresses.usdt has 6 decimals, expected 18',
      expect.stringMatching(/^the router's factory\(\) is 0x[0-9a-fA-F]{40}, not addresses.pancakeV2Factory$/),
    ]);
  });
});

describe('Ignition', () => {
  test('re-running the deployment resumes: no transaction, same addresses, same file', async () => {
    const deployer = address(0);
    const [nonceBefore, blockBefore] = [await provider().getTransactionCount(deployer), await provider().getBlockNumber()];
    const again = path.join(settings.dir, 'rehearsal-rerun.json');
    runDeploy(stackRpcUrl(), again, settings.ignitionDeploymentId);
    expect(await provider().getTransactionCount(deployer)).toBe(nonceBefore);
    expect(await provider().getBlockNumber()).toBe(blockBefore);
    expect(fs.readFileSync(again, 'utf8')).toBe(fs.readFileSync(settings.deploymentFile, 'utf8'));
  });

  test('a chain without USD1 (testnet: usd1 null) gets the mintable test USD1 from the TestStablecoin module, also resumed', async () => {
    const testnetShape = { ...JSON.parse(fs.readFileSync(path.join(repoRoot, 'ignition', 'parameters', 'rehearsal.json'), 'utf8')) };
    delete testnetShape.addressesFrom;
    testnetShape.addresses = { ...readNetworkParameters('bsc').addresses, usd1: null };
    // a file of its own carries a whole dex section; without USD1 it is no routing base
    const { dex } = readNetworkParameters('rehearsal');
    testnetShape.dex = { ...dex, baseTokens: dex.baseTokens.filter((token) => token !== testnetShape.addresses.usd1 && token !== readNetworkParameters('bsc').addresses.usd1) };
    testnetShape._sources = { ...readNetworkParameters('rehearsal')._sources, usd1: 'none: test token' };
    const parametersFile = path.join(settings.dir, 'testnet-shape.json');
    fs.writeFileSync(parametersFile, JSON.stringify(testnetShape));
    const out = path.join(settings.dir, 'testnet-shape-deployment.json');
    const id = 'rehearsal-testnet-shape';
    fs.rmSync(path.join(repoRoot, 'ignition', 'deployments', id), { recursive: true, force: true });
    try {
      runDeploy(stackRpcUrl(), out, id, parametersFile);
      const first = JSON.parse(fs.readFileSync(out, 'utf8')) as Deployment;
      const usd1 = first.contracts.usd1;
      expect(usd1).not.toBe(deployment().contracts.usd1);
      expect(first.contracts.bondFactory).not.toBe(deployment().contracts.bondFactory);
      expect(first.tokens.find((t) => t.symbol === 'USD1')?.address).toBe(usd1);
      const token = new Contract(usd1, ['function symbol() view returns (string)', 'function decimals() view returns (uint8)'], provider());
      expect([await token.getFunction('symbol')(), Number(await token.getFunction('decimals')())]).toEqual(['USD1', 18]);
      const bondFactory = new Contract(first.contracts.bondFactory, ['function usd1() view returns (address)'], provider());
      expect(String(await bondFactory.getFunction('usd1')()).toLowerCase()).toBe(usd1);

      const nonce = await provider().getTransactionCount(address(0));
      runDeploy(stackRpcUrl(), out, id, parametersFile);
      expect(await provider().getTransactionCount(address(0))).toBe(nonce);
      expect((JSON.parse(fs.readFileSync(out, 'utf8')) as Deployment).contracts).toEqual(first.contracts);
    } finally {
      fs.rmSync(path.join(repoRoot, 'ignition', 'deployments', id), { recursive: true, force: true });
    }
  });
});

function stackRpcUrl(): string {
  return deployment().rpcUrl;
}

describe('the production build', () => {
  function build(deploymentFile: string) {
    return spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], {
      cwd: repoRoot,
      encoding: 'utf8',
      // the guard runs while webpack loads its configuration, before anything is compiled
      env: { ...process.env, NODE_ENV: 'production', DEPLOYMENT_FILE: deploymentFile, OUT_DIR: path.join(settings.dir, 'refused-dist') },
    });
  }

  test('refuses the placeholder addresses of deployments/bsc.json, naming them', () => {
    const placeholder = JSON.parse(fs.readFileSync(path.join(repoRoot, 'deployments', 'bsc.json'), 'utf8')) as Deployment;
    if (placeholder.contracts.bondFactory !== '0x0000000000000000000000000000000000000000') {
      // once mainnet is deployed the committed file is real: check the guard on a copy with a placeholder
      placeholder.contracts.bondFactory = '0x0000000000000000000000000000000000000000';
    }
    const file = path.join(settings.dir, 'placeholder.json');
    fs.writeFileSync(file, JSON.stringify(placeholder));
    const result = build(file);
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/is incomplete: missing .*contracts\.bondFactory/);
    expect(fs.existsSync(path.join(settings.dir, 'refused-dist', 'index.html'))).toBe(false);
  });

  test('accepted the rehearsal deployment: the served build holds its addresses', async () => {
    const dist = path.join(settings.dir, 'dist');
    const js = fs.readdirSync(path.join(dist, 'js')).map((f) => fs.readFileSync(path.join(dist, 'js', f), 'utf8')).join('\n');
    expect(js).toContain(deployment().contracts.bondFactory);
    expect(js).toContain('BNB Smart Chain (rehearsal)');
  });

  test("the app shows the deployment's chain name and BscScan links, not the dev defaults", async () => {
    await withApp({ account: SMOKE, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: shortAddress(app.wallet.address), exact: false }).first().click();
      const menu = page.locator('#wallet-menu');
      await menu.getByText('BNB Smart Chain (rehearsal)', { exact: true }).waitFor({ timeout: 10_000 });
      const link = menu.getByRole('link', { name: 'View address on BscScan' });
      expect(await link.getAttribute('href')).toBe(`https://bscscan.com/address/${app.wallet.address}`);
      expect(await menu.getByText('BNB Smart Chain (dev)').count()).toBe(0);
    });
  });
});

describe('smoke journey in Chromium (dev account 4)', () => {
  test('swap BNB → USDT through SwapRouter02 and the V3 pool (the token list shows the listed tokens with their logo URLs)', async () => {
    const { usdt, wbnb } = deployment().contracts;
    const before = await erc20Balance(usdt, address(SMOKE));
    const v3Pool = v3PoolAddress(deployment().dex, wbnb, usdt, REHEARSAL_V3_POOL.fee);
    const poolBefore = await erc20Balance(wbnb, v3Pool);
    const remoteLogos = deployment().tokens.filter((t) => t.logoURI?.startsWith('https://')).map((t) => t.logoURI!);
    await withApp({ account: SMOKE, connected: true }, async (app) => {
      const { page } = app;
      // No network here: the token-list CDN is stood in for, and what the app asks it for is recorded.
      const logoRequests: string[] = [];
      await app.context.route('https://tokens.pancakeswap.finance/**', (route) => {
        logoRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG });
      });
      await page.getByRole('button', { name: 'You pay token: BNB' }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: /^You receive token:/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'CAKE PancakeSwap Token', exact: true }).waitFor();
      await waitUntil(() => remoteLogos.every((url) => logoRequests.includes(url)), { message: 'the listed logos requested' });
      await dialog.getByRole('button', { name: 'USDT Tether USD', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('textbox', { name: 'You pay' }).fill('0.5');
      await page.getByRole('button', { name: 'Show swap details' }).click({ timeout: 20_000 });
      await page.getByTestId('minimum-received').waitFor({ state: 'visible', timeout: 20_000 });
      await (await enabledButton(page, 'Swap')).click();
      await confirmInReview(page, 'Confirm swap');
      await app.waitForSeenText('Swap completed!', 30_000);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
    // 0.5 BNB at ~600 USDT less fee and slippage
    expect((await erc20Balance(usdt, address(SMOKE))) - before).toBeGreaterThan(290n * E18);
    // the V3 pool (601 USDT per BNB, 0.05 %) beats the V2 pair (600, 0.3 %) for half a BNB
    expect((await erc20Balance(wbnb, v3Pool)) - poolBefore).toBeGreaterThan(0n);
  });

  test('buy a bond paid in USDT (approve, signed quote from the API, buy)', async () => {
    const { saleId } = seed();
    await withApp({ account: SMOKE, path: `/bond/sales/${saleId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Rehearsal Token', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: 'Token amount' }).fill('100');
      await page.getByText(/^Expires in \d+s$/).waitFor({ timeout: 20_000 });
      await (await enabledButton(page, 'Approve USDT')).click();
      await app.waitForSeenText('Token approval successful!', 30_000);
      await (await enabledButton(page, 'Buy')).click();
      await confirmInReview(page, 'Confirm purchase');
      await app.waitForSeenText('Bond purchased successfully!', 30_000);
    });
    const sale = await contracts().bondFactory.getSaleByIndex(saleId - 1);
    const [amount] = await contracts().bondSale(sale.saleAddress).getBuyerInfo(address(SMOKE));
    expect(amount).toBe(100n * E18);
  });

  test('stake in the pool (approve, stake)', async () => {
    const { poolId, token } = seed();
    const before = await erc20Balance(token, address(SMOKE));
    await withApp({ account: SMOKE, path: `/staking/pools/${poolId}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByTestId('detail-status').filter({ hasText: 'Active' }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Amount').fill('1000');
      await (await enabledButton(page, 'Approve')).click();
      await app.waitForSeenText('Approval successful! You can now stake.', 30_000);
      await (await enabledButton(page, 'Stake')).click();
      await confirmInReview(page, 'Confirm stake');
      await app.waitForSeenText('Stake successful!', 30_000);
    });
    expect(before - (await erc20Balance(token, address(SMOKE)))).toBe(1000n * E18);
  });
});

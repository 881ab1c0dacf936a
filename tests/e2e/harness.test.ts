/**
 * The harness itself against the real stack: what globalSetup publishes, snapshot
 * isolation, time travel of chain and browser together, and the test wallet's EIP-1193
 * behaviour as the app sees it (through window.ethereum in a real page).
 */
import fs from 'node:fs';
import { getAddress, parseEther, verifyMessage, verifyTypedData } from 'ethers';
import {
  address,
  bnbBalance,
  contracts,
  latestTimestamp,
  launchApp,
  resetToSeed,
  revert,
  rpc,
  signer,
  snapshot,
  stackDeployment,
  stackEnv,
  type AppSession,
} from './support';

type Eth = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
type EthWindow = Window & { ethereum: Eth; __events?: unknown[] };

beforeAll(resetToSeed);

describe('the shared stack', () => {
  test('publishes the chain, API, app and deployment it started', async () => {
    const env = stackEnv();
    expect(env.chainId).toBe(31337);
    expect(await rpc<string>('eth_chainId')).toBe('0x7a69');
    const health = await fetch(`${env.apiUrl}/health`);
    expect(health.ok).toBe(true);
    const deployment = stackDeployment();
    expect(deployment.rpcUrl).toBe(env.rpcUrl);
    expect(fs.existsSync(env.deploymentFile)).toBe(true);
    // the seeded factories answer on this chain
    expect(await contracts().bondFactory.totalSales()).toBeGreaterThan(0n);
    // history fallback: a deep link gets the app's HTML, not a 404
    const deep = await fetch(`${env.appUrl}/bond/sales/1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<script');
  });

  test('resetToSeed undoes what a test did, and can be used again', async () => {
    const before = await bnbBalance(address(7));
    const tx = await signer(8).sendTransaction({ to: address(7), value: parseEther('1') });
    await tx.wait();
    expect(await bnbBalance(address(7))).toBe(before + parseEther('1'));
    await resetToSeed();
    expect(await bnbBalance(address(7))).toBe(before);
    await resetToSeed();
    expect(await bnbBalance(address(7))).toBe(before);
  });

  test('after a revert chain time is back on the wall clock and the latest block is fresh', async () => {
    const id = await snapshot();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await revert(id);
    const offset = Number(await rpc<string>('evm_increaseTime', [0]));
    expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    expect(Math.abs((await latestTimestamp()) - Date.now() / 1000)).toBeLessThan(3);
  });
});

describe('the injected test wallet', () => {
  let app: AppSession;
  beforeAll(async () => {
    app = await launchApp({ account: 6, chainId: 1, announce6963: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const request = (method: string, params?: unknown[]) =>
    app.page.evaluate(
      async ([m, p]) => {
        try {
          return { result: await (window as unknown as EthWindow).ethereum.request({ method: m, params: p }) };
        } catch (error) {
          const e = error as { code?: number; message?: string; data?: unknown };
          return { error: { code: e.code, message: e.message, data: e.data } };
        }
      },
      [method, params] as const,
    );

  test('presents itself as MetaMask and announces itself through EIP-6963', async () => {
    const announced = await app.page.evaluate(
      () =>
        new Promise<{ name: string; isMetaMask: boolean }>((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const detail = (event as CustomEvent).detail as { info: { name: string }; provider: { isMetaMask: boolean } };
            resolve({ name: detail.info.name, isMetaMask: detail.provider.isMetaMask });
          });
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        }),
    );
    expect(announced).toEqual({ name: 'Test Wallet', isMetaMask: true });
  });

  test('is not authorised until eth_requestAccounts, then answers the account', async () => {
    expect(await request('eth_accounts')).toEqual({ result: [] });
    expect(await request('eth_requestAccounts')).toEqual({ result: [address(6)] });
    expect(await request('eth_accounts')).toEqual({ result: [address(6)] });
    await app.page.reload();
    // authorisation is the wallet's, so it survives a reload without a new prompt
    expect(await request('eth_accounts')).toEqual({ result: [address(6)] });
    expect(app.wallet.requestsOf('eth_requestAccounts')).toHaveLength(1);
  });

  test('starts on the configured chain, switches with chainChanged, and answers 4902 for unknown chains', async () => {
    expect(await request('eth_chainId')).toEqual({ result: '0x1' });
    await app.page.evaluate(() => {
      const w = window as unknown as EthWindow & { ethereum: { on(e: string, f: (p: unknown) => void): void } };
      w.__events = [];
      w.ethereum.on('chainChanged', (chainId) => w.__events!.push(chainId));
    });
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({ result: null });
    expect(await request('eth_chainId')).toEqual({ result: '0x7a69' });
    expect(await app.page.evaluate(() => (window as unknown as EthWindow).__events)).toEqual(['0x7a69']);
    const unknown = await request('wallet_switchEthereumChain', [{ chainId: '0x2a' }]);
    expect(unknown.error?.code).toBe(4902);
    expect(await request('wallet_addEthereumChain', [{ chainId: '0x2a', chainName: 'X', rpcUrls: ['http://127.0.0.1:1'] }])).toEqual({
      result: null,
    });
    expect(await request('eth_chainId')).toEqual({ result: '0x2a' });
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]);
  });

  test('rejects the next matching request with 4001 and then behaves normally', async () => {
    app.wallet.rejectNext('personal_sign');
    const message = '0x' + Buffer.from('hello').toString('hex');
    expect(await request('personal_sign', [message, address(6)])).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    });
    const signed = await request('personal_sign', [message, address(6)]);
    expect(verifyMessage('hello', signed.result as string)).toBe(address(6));
  });

  test('signs EIP-712 typed data as the account', async () => {
    const domain = { name: 'BondSale', version: '1', chainId: 31337, verifyingContract: address(1) };
    const types = { Ping: [{ name: 'n', type: 'uint256' }] };
    const typed = {
      domain,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...types,
      },
      primaryType: 'Ping',
      message: { n: '42' },
    };
    const signed = await request('eth_signTypedData_v4', [address(6), JSON.stringify(typed)]);
    expect(verifyTypedData(domain, types, { n: 42n }, signed.result as string)).toBe(address(6));
  });

  test('sends transactions from the account and forwards reads to the chain', async () => {
    const before = await bnbBalance(address(7));
    const sent = await request('eth_sendTransaction', [{ from: address(6), to: address(7), value: '0xde0b6b3a7640000' }]);
    expect(typeof sent.result).toBe('string');
    const receipt = (await request('eth_getTransactionReceipt', [sent.result])).result as { status: string; from: string };
    expect(receipt.status).toBe('0x1');
    expect(getAddress(receipt.from)).toBe(address(6));
    expect(await bnbBalance(address(7))).toBe(before + parseEther('1'));
  });

  test('moves chain time and the browser clock together', async () => {
    const chainBefore = await latestTimestamp();
    const browserBefore = await app.page.evaluate(() => Date.now());
    await app.advanceTime(7 * 86400);
    const chainAfter = await latestTimestamp();
    const browserAfter = await app.page.evaluate(() => Date.now());
    expect(chainAfter - chainBefore).toBeGreaterThanOrEqual(7 * 86400);
    expect(chainAfter - chainBefore).toBeLessThan(7 * 86400 + 30);
    expect(Math.abs(browserAfter / 1000 - chainAfter)).toBeLessThan(30);
    expect(browserAfter - browserBefore).toBeGreaterThanOrEqual(7 * 86400 * 1000);
  });
});

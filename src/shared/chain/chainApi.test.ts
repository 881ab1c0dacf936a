import { makeStore } from '../store/store';
import { ERC20__factory } from '../../../typechain-types/factories/ERC20__factory';
import { Multicall3__factory } from '../../../typechain-types/factories/Multicall3__factory';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { chainApi } from './chainApi';
import { chainTimeApi } from './clock/chainTimeApi';
import { resetChainClient } from './client';

const multicall = Multicall3__factory.createInterface();
const erc20 = ERC20__factory.createInterface();
const TOKEN = '0x00000000000000000000000000000000000000Aa';
const BROKEN = '0x00000000000000000000000000000000000000bb';
const OWNER = '0x00000000000000000000000000000000000000cc';
const SPENDER = '0x00000000000000000000000000000000000000dd';

/** Answers Multicall3 aggregate3 of ERC-20 reads and getEthBalance; counts eth_calls. */
function fakeNode() {
  const node = {
    calls: 0,
    async call(tx: { to: string; data: string }) {
      node.calls += 1;
      expect(tx.to.toLowerCase()).toBe(config.chain.multicall3.toLowerCase());
      const [requests] = multicall.decodeFunctionData('aggregate3', tx.data) as unknown as [
        Array<{ target: string; callData: string }>,
      ];
      const results = requests.map(({ target, callData }) => {
        if (target.toLowerCase() === BROKEN) return { success: false, returnData: '0x' };
        if (target.toLowerCase() === config.chain.multicall3.toLowerCase()) {
          const fn = multicall.parseTransaction({ data: callData })!.name;
          if (fn === 'getCurrentBlockTimestamp') return { success: true, returnData: multicall.encodeFunctionResult(fn, [1_760_000_000n]) };
          return { success: true, returnData: multicall.encodeFunctionResult('getEthBalance', [7n * 10n ** 18n]) };
        }
        const fn = erc20.parseTransaction({ data: callData })!.name;
        const value = { name: ['Sally Token'], symbol: ['SALLY'], decimals: [18n], balanceOf: [5n], allowance: [9n] }[
          fn as 'name'
        ];
        return { success: true, returnData: erc20.encodeFunctionResult(fn, value) };
      });
      return multicall.encodeFunctionResult('aggregate3', [results]);
    },
  };
  return node;
}

describe('chainApi shared endpoints', () => {
  let node: ReturnType<typeof fakeNode>;
  beforeEach(() => {
    node = fakeNode();
    resetChainClient(node);
  });
  afterAll(() => resetChainClient(null));

  it('reads token info, balances and allowances of one screen in ONE eth_call', async () => {
    const store = makeStore({ persistTransactions: false });
    const [info, balance, bnb, allowance] = await Promise.all([
      store.dispatch(chainApi.endpoints.tokenInfo.initiate(TOKEN)),
      store.dispatch(chainApi.endpoints.tokenBalance.initiate({ token: TOKEN, owner: OWNER })),
      store.dispatch(chainApi.endpoints.tokenBalance.initiate({ token: NATIVE_TOKEN_ADDRESS, owner: OWNER })),
      store.dispatch(chainApi.endpoints.tokenAllowance.initiate({ token: TOKEN, owner: OWNER, spender: SPENDER })),
    ]);
    expect(info.error).toBeUndefined();
    expect(info.data).toEqual({ address: TOKEN.toLowerCase(), name: 'Sally Token', symbol: 'SALLY', decimals: 18 });
    expect(balance.data).toBe('5');
    expect(bnb.data).toBe('7000000000000000000');
    expect(allowance.data).toBe('9');
    expect(node.calls).toBe(1);
  });

  it('answers BNB info and allowance without a call', async () => {
    const store = makeStore({ persistTransactions: false });
    const info = await store.dispatch(chainApi.endpoints.tokenInfo.initiate(NATIVE_TOKEN_ADDRESS));
    const allowance = await store.dispatch(
      chainApi.endpoints.tokenAllowance.initiate({ token: NATIVE_TOKEN_ADDRESS, owner: OWNER, spender: SPENDER }),
    );
    expect(info.data).toMatchObject({ symbol: 'BNB', decimals: 18 });
    expect(allowance.data).toBe((2n ** 256n - 1n).toString());
    expect(node.calls).toBe(0);
  });

  it('turns a failing read into a serializable error with a readable message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(chainApi.endpoints.tokenInfo.initiate(BROKEN));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(result.error).toEqual({ message: 'Failed to read token info', kind: 'unknown', errorName: undefined });
  });

  it('reads the chain time (the one clock: Multicall3, in the same batch as the reads beside it)', async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(chainTimeApi.endpoints.chainTime.initiate());
    expect(result.data?.readAt).toBe(1_760_000_000);
  });
});

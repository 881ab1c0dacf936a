/** @jest-environment node */
import { planOf, type Leg } from './plan';
import type { PoolRef } from './pools';
import { ADDRESS_THIS, CONTRACT_BALANCE, encodeSwap, swapRouter02Iface, v3Path } from './swapCalldata';

const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const C = '0x00000000000000000000000000000000000000c3';
const WALLET = '0x00000000000000000000000000000000000000ee';
const v2 = (address: string, t0 = A, t1 = B): PoolRef => ({ protocol: 'V2', address, token0: t0, token1: t1, fee: 3000 });
const v3 = (address: string, fee: number, t0 = A, t1 = B): PoolRef => ({ protocol: 'V3', address, token0: t0, token1: t1, fee, tickSpacing: 10 });
const leg = (path: string[], pools: PoolRef[], amountIn: bigint): Leg => ({ route: { path, pools }, amountIn });

function decode(data: string) {
  const [deadline, calls] = swapRouter02Iface.decodeFunctionData('multicall', data);
  return { deadline, calls: (calls as string[]).map((call) => swapRouter02Iface.parseTransaction({ data: call })!) };
}

describe('V3 paths', () => {
  it('packs token, fee, token', () => {
    expect(v3Path([A, B], [v3('0x1', 500)])).toBe(`${A}0001f4${B.slice(2)}`);
  });
});

describe('encodeSwap', () => {
  it('one leg to a token: a call per protocol run, the later ones on the router balance, the last paying the wallet with the minimum', () => {
    const plan = planOf([leg([A, B, C], [v3('0x1', 500), v2('0x2', B, C)], 1000n)]);
    const { deadline, calls } = decode(encodeSwap({ plan, dst: C, unwrap: false, refund: false, recipient: WALLET, minOut: 891n, deadline: 77n }));
    expect(deadline).toBe(77n);
    expect(calls.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens']);
    expect(calls[0].args[0].recipient).toBe(ADDRESS_THIS);
    expect(calls[0].args[0].amountIn).toBe(1000n);
    expect(calls[0].args[0].amountOutMinimum).toBe(0n);
    expect(calls[1].args.slice(0, 2)).toEqual([CONTRACT_BALANCE, 891n]);
    expect(calls[1].args[3].toLowerCase()).toBe(WALLET);
  });

  it('legs that split at the source deliver to the router and one sweep (or unwrap for BNB) pays the wallet the total minimum', () => {
    const plan = planOf([leg([A, B], [v3('0x1', 500)], 600n), leg([A, B], [v2('0x2')], 400n)]);
    const token = decode(encodeSwap({ plan, dst: B, unwrap: false, refund: false, recipient: WALLET, minOut: 970n, deadline: 1n })).calls;
    expect(token.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens', 'sweepToken']);
    expect(token[0].args[0].amountOutMinimum).toBe(0n);
    expect(token[1].args[1]).toBe(0n);
    expect(token[2].args.map(String).map((s) => s.toLowerCase())).toEqual([B, '970', WALLET]);
    const bnb = decode(encodeSwap({ plan, dst: B, unwrap: true, refund: false, recipient: WALLET, minOut: 970n, deadline: 1n })).calls;
    expect(bnb.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens', 'unwrapWETH9']);
  });

  it('legs that meet at an intermediate token: each pays its own amount into B, then the shared pool swaps the router balance and pays the wallet', () => {
    const shared = v2('0x3', B, C);
    const plan = planOf([leg([A, B, C], [v3('0x1', 500), shared], 700n), leg([A, B, C], [v2('0x2'), shared], 300n)]);
    const calls = decode(encodeSwap({ plan, dst: C, unwrap: false, refund: false, recipient: WALLET, minOut: 5n, deadline: 1n })).calls;
    expect(calls.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens', 'swapExactTokensForTokens']);
    expect(calls[0].args[0].amountIn).toBe(700n);
    expect(calls[0].args[0].recipient).toBe(ADDRESS_THIS);
    expect(calls[1].args[0]).toBe(300n);
    expect(calls[1].args[3]).toBe(ADDRESS_THIS);
    // the meeting call: the whole balance of B, the one minimum, straight to the wallet
    expect(calls[2].args[0]).toBe(CONTRACT_BALANCE);
    expect(calls[2].args[1]).toBe(5n);
    expect(calls[2].args[2].map((t: string) => t.toLowerCase())).toEqual([B, C]);
    expect(calls[2].args[3].toLowerCase()).toBe(WALLET);
  });

  it('legs that split at an intermediate token each run through the shared first pool with their own amount', () => {
    const shared = v2('0x1');
    const plan = planOf([leg([A, B, C], [shared, v3('0x2', 100, B, C)], 800n), leg([A, B, C], [shared, v2('0x3', B, C)], 200n)]);
    const calls = decode(encodeSwap({ plan, dst: C, unwrap: false, refund: false, recipient: WALLET, minOut: 9n, deadline: 1n })).calls;
    expect(calls.map((c) => c.name)).toEqual(['swapExactTokensForTokens', 'exactInput', 'swapExactTokensForTokens', 'sweepToken']);
    expect(calls[0].args[0]).toBe(800n);
    expect(calls[1].args[0].amountIn).toBe(CONTRACT_BALANCE);
    // the second leg is one V2 call through both of its pairs
    expect(calls[2].args[0]).toBe(200n);
    expect(calls[2].args[2].map((t: string) => t.toLowerCase())).toEqual([A, B, C]);
    expect(calls[3].args[1]).toBe(9n);
  });

  it('BNB in ends with refundETH, so BNB a hop did not take never stays in the router', () => {
    const plan = planOf([leg([A, B], [v3('0x1', 500)], 1000n)]);
    const calls = decode(encodeSwap({ plan, dst: B, unwrap: false, refund: true, recipient: WALLET, minOut: 1n, deadline: 1n })).calls;
    expect(calls.map((c) => c.name)).toEqual(['exactInput', 'refundETH']);
  });
});

describe("the calldata fits PancakeSwap's SmartRouter as well as Uniswap's SwapRouter02", () => {
  it("uses the selectors both routers have (pancakeswap/pancake-v3-contracts projects/router: IMulticallExtended, IV2SwapRouter, IV3SwapRouter without a deadline, IPeripheryPayments)", () => {
    const selectors = Object.fromEntries(
      ['multicall', 'swapExactTokensForTokens', 'exactInput', 'sweepToken', 'unwrapWETH9', 'refundETH'].map((name) => [name, swapRouter02Iface.getFunction(name)!.selector]),
    );
    expect(selectors).toEqual({
      multicall: '0x5ae401dc', // multicall(uint256 deadline, bytes[])
      swapExactTokensForTokens: '0x472b43f3', // (amountIn, amountOutMin, path, to): no deadline, unlike Router02 of V2
      exactInput: '0xb858183f', // ((path, recipient, amountIn, amountOutMinimum)); SwapRouter v1's struct with deadline is 0xc04b8d59
      sweepToken: '0xdf2ab5bb',
      unwrapWETH9: '0x49404b7c',
      refundETH: '0x12210e8a',
    });
    // both routers' Constants: ADDRESS_THIS = address(2), CONTRACT_BALANCE = 0
    expect(ADDRESS_THIS).toBe('0x0000000000000000000000000000000000000002');
  });
});

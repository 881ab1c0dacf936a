import type { PoolRef } from './pools';
import { ADDRESS_THIS, encodeSwap, segments, swapRouter02Iface, v3Path } from './swapCalldata';
import type { RouteChoice } from './search';

const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const C = '0x00000000000000000000000000000000000000c3';
const WALLET = '0x00000000000000000000000000000000000000ee';
const v2 = (address: string): PoolRef => ({ protocol: 'V2', address, token0: A, token1: B, fee: 3000 });
const v3 = (address: string, fee: number): PoolRef => ({ protocol: 'V3', address, token0: A, token1: B, fee, tickSpacing: 10 });

function decode(data: string) {
  const [deadline, calls] = swapRouter02Iface.decodeFunctionData('multicall', data);
  return { deadline, calls: (calls as string[]).map((call) => swapRouter02Iface.parseTransaction({ data: call })!) };
}

describe('segments and V3 paths', () => {
  it('groups consecutive hops of one protocol and packs token, fee, token', () => {
    const pools = [v3('0x1', 500), v3('0x2', 100), v2('0x3')];
    expect(segments([A, B, C, A], pools).map((s) => [s.protocol, s.tokens])).toEqual([
      ['V3', [A, B, C]],
      ['V2', [C, A]],
    ]);
    expect(v3Path([A, B], [v3('0x1', 500)])).toBe(`${A}0001f4${B.slice(2)}`);
  });
});

describe('encodeSwap', () => {
  it('one route to a token: the last segment pays the wallet with the minimum, later segments spend the router balance', () => {
    const choice: RouteChoice = {
      parts: [{ route: { path: [A, B, C], pools: [v3('0x1', 500), v2('0x2')] }, amountIn: 1000n, amountOut: 900n, gas: 0n }],
      amountOut: 900n,
      gas: 0n,
    };
    const { deadline, calls } = decode(encodeSwap({ choice, dst: C, unwrap: false, refund: false, recipient: WALLET, minOut: 891n, deadline: 77n }));
    expect(deadline).toBe(77n);
    expect(calls.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens']);
    expect(calls[0].args[0].recipient).toBe(ADDRESS_THIS.replace(/^0x/, '0x'));
    expect(calls[0].args[0].amountIn).toBe(1000n);
    expect(calls[1].args.slice(0, 2)).toEqual([0n, 891n]);
    expect(calls[1].args[3].toLowerCase()).toBe(WALLET);
  });

  it('split routes deliver to the router and one sweep (or unwrap for BNB) pays the wallet the total minimum', () => {
    const choice: RouteChoice = {
      parts: [
        { route: { path: [A, B], pools: [v3('0x1', 500)] }, amountIn: 600n, amountOut: 590n, gas: 0n },
        { route: { path: [A, B], pools: [v2('0x2')] }, amountIn: 400n, amountOut: 390n, gas: 0n },
      ],
      amountOut: 980n,
      gas: 0n,
    };
    const token = decode(encodeSwap({ choice, dst: B, unwrap: false, refund: false, recipient: WALLET, minOut: 970n, deadline: 1n })).calls;
    expect(token.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens', 'sweepToken']);
    expect(token[2].args.map(String).map((s) => s.toLowerCase())).toEqual([B, '970', WALLET]);
    const bnb = decode(encodeSwap({ choice, dst: B, unwrap: true, refund: false, recipient: WALLET, minOut: 970n, deadline: 1n })).calls;
    expect(bnb.map((c) => c.name)).toEqual(['exactInput', 'swapExactTokensForTokens', 'unwrapWETH9']);
  });

  it('BNB in ends with refundETH, so BNB a hop did not take never stays in the router', () => {
    const choice: RouteChoice = {
      parts: [{ route: { path: [A, B], pools: [v3('0x1', 500)] }, amountIn: 1000n, amountOut: 900n, gas: 0n }],
      amountOut: 900n,
      gas: 0n,
    };
    const calls = decode(encodeSwap({ choice, dst: B, unwrap: false, refund: true, recipient: WALLET, minOut: 1n, deadline: 1n })).calls;
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

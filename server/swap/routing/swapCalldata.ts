/**
 * One SwapRouter02 transaction for any route choice: `multicall(deadline, calls)` where each
 * route is a run of V2 (`swapExactTokensForTokens`) and V3 (`exactInput`) segments.
 * - One route to a token: its last segment pays the wallet with the slippage minimum. On a V2
 *   segment that minimum is checked on the wallet's balance change, so a fee-on-transfer token
 *   is handled as the V2 router's SupportingFeeOnTransferTokens functions handle it.
 * - Split routes, or BNB out: every route delivers to the router, and the last call pays the
 *   wallet with the minimum on the total: `sweepToken`, or `unwrapWETH9` for BNB.
 * BNB in is sent as value: the router wraps it when a first hop pays WBNB, and `refundETH` ends the
 * call list, so BNB a V3 hop did not take (its pool ran out of liquidity since the quote) goes back
 * to the sender instead of staying in the router for anyone to sweep.
 */
import { Interface, solidityPacked } from 'ethers';
import type { PoolRef } from './pools';
import type { RouteChoice } from './search';

export const swapRouter02Iface = new Interface([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
  'function exactInput(tuple(bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
]);

/** SwapRouter02's Constants: the router itself as recipient, and "the router's whole balance". */
export const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
export const CONTRACT_BALANCE = 0n;

interface Segment {
  protocol: 'V2' | 'V3';
  tokens: string[];
  pools: PoolRef[];
}

/** Consecutive hops of the same protocol form one router call. */
export function segments(path: readonly string[], pools: readonly PoolRef[]): Segment[] {
  const out: Segment[] = [];
  pools.forEach((pool, i) => {
    const last = out[out.length - 1];
    if (last && last.protocol === pool.protocol) {
      last.tokens.push(path[i + 1]);
      last.pools.push(pool);
    } else {
      out.push({ protocol: pool.protocol, tokens: [path[i], path[i + 1]], pools: [pool] });
    }
  });
  return out;
}

/** V3 path encoding: token (20 bytes), fee (3 bytes), token, … */
export function v3Path(tokens: readonly string[], pools: readonly PoolRef[]): string {
  const types: string[] = [];
  const values: unknown[] = [];
  tokens.forEach((token, i) => {
    types.push('address');
    values.push(token);
    if (i < pools.length) {
      types.push('uint24');
      values.push(pools[i].fee);
    }
  });
  return solidityPacked(types, values);
}

export interface SwapCall {
  choice: RouteChoice;
  dst: string;
  /** BNB out: unwrap WBNB to the wallet */
  unwrap: boolean;
  /** BNB in (sent as value): refund what the hops did not take */
  refund: boolean;
  recipient: string;
  minOut: bigint;
  deadline: bigint;
}

export function encodeSwap({ choice, dst, unwrap, refund, recipient, minOut, deadline }: SwapCall): string {
  const calls: string[] = [];
  const paysWallet = choice.parts.length === 1 && !unwrap;
  for (const part of choice.parts) {
    const parts = segments(part.route.path, part.route.pools);
    parts.forEach((segment, i) => {
      // Later segments spend what the previous one left in the router: the routes run one after
      // the other, so the router holds no other balance of that token at that point.
      const amountIn = i === 0 ? part.amountIn : CONTRACT_BALANCE;
      const last = paysWallet && i === parts.length - 1;
      const to = last ? recipient : ADDRESS_THIS;
      const min = last ? minOut : 0n;
      if (segment.protocol === 'V2') {
        calls.push(swapRouter02Iface.encodeFunctionData('swapExactTokensForTokens', [amountIn, min, segment.tokens, to]));
      } else {
        calls.push(
          swapRouter02Iface.encodeFunctionData('exactInput', [
            { path: v3Path(segment.tokens, segment.pools), recipient: to, amountIn, amountOutMinimum: min },
          ]),
        );
      }
    });
  }
  if (!paysWallet) {
    calls.push(
      unwrap
        ? swapRouter02Iface.encodeFunctionData('unwrapWETH9', [minOut, recipient])
        : swapRouter02Iface.encodeFunctionData('sweepToken', [dst, minOut, recipient]),
    );
  }
  if (refund) calls.push(swapRouter02Iface.encodeFunctionData('refundETH'));
  return swapRouter02Iface.encodeFunctionData('multicall', [deadline, calls]);
}

/**
 * One SwapRouter02 transaction for a plan (plan.ts): `multicall(deadline, calls)`, one router call
 * per plan call — `swapExactTokensForTokens` for a run of V2 hops, `exactInput` for a run of V3
 * hops. A leg's first call takes its amount from the wallet; every other call spends the
 * router's whole balance of its input token (the "contract balance" amount, 0), which is exactly
 * what the calls before it delivered.
 * - All legs in one chain of calls into a token: the last call pays the wallet with the slippage
 *   minimum. On a V2 call that minimum is checked on the wallet's balance change, so a
 *   fee-on-transfer token is handled as the V2 router's SupportingFeeOnTransferTokens functions
 *   handle it.
 * - Otherwise, or BNB out: every call delivers to the router, and the last call pays the wallet
 *   with the minimum on the total: `sweepToken`, or `unwrapWETH9` for BNB. One minimum, one check.
 * BNB in is sent as value: the router wraps it when a first hop pays WBNB, and `refundETH` ends the
 * call list, so BNB a V3 hop did not take (its pool ran out of liquidity since the quote) goes back
 * to the sender instead of staying in the router for anyone to sweep.
 */
import { Interface, solidityPacked } from 'ethers';
import type { Plan } from './plan';
import { paysWalletDirectly } from './planGas';
import type { PoolRef } from './pools';

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
  plan: Plan;
  dst: string;
  /** BNB out: unwrap WBNB to the wallet */
  unwrap: boolean;
  /** BNB in (sent as value): refund what the hops did not take */
  refund: boolean;
  recipient: string;
  minOut: bigint;
  deadline: bigint;
}

export function encodeSwap({ plan, dst, unwrap, refund, recipient, minOut, deadline }: SwapCall): string {
  const calls: string[] = [];
  const paysWallet = paysWalletDirectly(plan, { unwrap, refund });
  plan.calls.forEach((call, i) => {
    const amountIn = call.leg === null ? CONTRACT_BALANCE : plan.legs[call.leg].amountIn;
    const last = paysWallet && i === plan.calls.length - 1;
    const to = last ? recipient : ADDRESS_THIS;
    const min = last ? minOut : 0n;
    if (call.protocol === 'V2') {
      calls.push(swapRouter02Iface.encodeFunctionData('swapExactTokensForTokens', [amountIn, min, call.tokens, to]));
    } else {
      calls.push(
        swapRouter02Iface.encodeFunctionData('exactInput', [{ path: v3Path(call.tokens, call.pools), recipient: to, amountIn, amountOutMinimum: min }]),
      );
    }
  });
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

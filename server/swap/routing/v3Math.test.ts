import JSBI from 'jsbi';
import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk';
import { v3AmountOut, type V3State } from './v3Math';

const E18 = 10n ** 18n;
const sqrtAt = (tick: number) => BigInt(TickMath.getSqrtRatioAtTick(tick).toString());

/** A pool at price 1 with one position of liquidity `L` in [-600, 600], spacing 60, 0.3 %. */
function pool(L: bigint, words: [number, number] = [-2, 2]): V3State {
  return {
    sqrtPriceX96: BigInt(encodeSqrtRatioX96(JSBI.BigInt(1), JSBI.BigInt(1)).toString()),
    tick: 0,
    liquidity: L,
    tickSpacing: 60,
    fee: 3000,
    ticks: [
      { tick: -600, liquidityNet: L },
      { tick: 600, liquidityNet: -L },
    ],
    wordLow: words[0],
    wordHigh: words[1],
  };
}

describe('v3AmountOut', () => {
  it('within one range: the constant-liquidity formula less the fee, rounded down', () => {
    const L = 1_000_000n * E18;
    const amountIn = 1_000n * E18;
    const result = v3AmountOut(pool(L), true, amountIn)!;
    const inAfterFee = (amountIn * 997_000n) / 1_000_000n;
    // token1 out = L * (sqrtP - sqrtP') / Q96, with sqrtP' = L*Q96*sqrtP / (L*Q96 + in*sqrtP)
    const Q96 = 2n ** 96n;
    const sqrtP = pool(L).sqrtPriceX96;
    const sqrtNext = (L * Q96 * sqrtP + (L * Q96 + inAfterFee * sqrtP) - 1n) / (L * Q96 + inAfterFee * sqrtP);
    expect(result.amountOut).toBe((L * (sqrtP - sqrtNext)) / Q96);
    expect(result.ticksCrossed).toBe(0);
  });

  it('selling more than the range holds crosses its edge and then finds no liquidity: no quote', () => {
    const L = 1_000n * E18;
    expect(v3AmountOut(pool(L), true, 1_000_000n * E18)).toBeNull();
  });

  it('gives no quote when the swap would step into a tick-bitmap word that was not read', () => {
    // -600 / 60 = -10 compressed: word -1. Reading only word 0 leaves the edge unknown.
    expect(v3AmountOut(pool(1_000n * E18, [0, 0]), true, 10n * E18)).toBeNull();
    expect(v3AmountOut(pool(1_000n * E18, [-1, 0]), true, 10n * E18)).not.toBeNull();
  });

  it('is symmetric in direction at price 1 and zero for zero', () => {
    const L = 1_000_000n * E18;
    expect(v3AmountOut(pool(L), false, E18)!.amountOut).toBe(v3AmountOut(pool(L), true, E18)!.amountOut);
    expect(v3AmountOut(pool(L), true, 0n)).toEqual({ amountOut: 0n, ticksCrossed: 0, after: pool(L) });
    expect(sqrtAt(0)).toBe(pool(L).sqrtPriceX96);
  });
});

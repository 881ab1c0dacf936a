/** Uniswap V2 `getAmountOut` with the DEX's fee in millionths (Uniswap 3000, PancakeSwap 2500). */
export function v2AmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feePpm: number): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const amountInWithFee = amountIn * (1_000_000n - BigInt(feePpm));
  return (amountInWithFee * reserveOut) / (reserveIn * 1_000_000n + amountInWithFee);
}

import type { ProtocolHop } from '../../../../common/swap/protocolHop';
import type { SwapToken } from '../lib/tokens';

/** Response shapes of the swap API (DESIGN.md section 4, 1inch v6 style); amounts are raw strings. */
export interface TokensResponse {
  tokens: Record<string, SwapToken>;
}
export interface ApproveTxResponse {
  to: string;
  data: string;
  value: string;
  gasPrice?: string;
}
export type { ProtocolHop };
export interface QuoteResponse {
  dstAmount: string;
  /** routes → hops → pools */
  protocols?: ProtocolHop[][][];
  /** percent the chosen route gives less than its pools' mid prices (fees included), e.g. '0.1234' */
  priceImpact?: string;
  gas?: string | number;
  /** wei; used for the network fee line when the server sends it */
  gasPrice?: string;
}
export interface SwapTxResponse {
  dstAmount: string;
  tx: { from: string; to: string; data: string; value: string; gas?: string | number; gasPrice?: string };
}

export interface QuoteArgs {
  src: string;
  dst: string;
  /** raw integer string */
  amount: string;
  includeGas?: boolean;
}
export interface SwapTxArgs {
  src: string;
  dst: string;
  amount: string;
  from: string;
  /** percent, as the 1inch API takes it */
  slippage: number;
  disableEstimate?: boolean;
  allowPartialFill?: boolean;
}
export interface ApproveTxArgs {
  tokenAddress: string;
  /** raw integer string; 2^256−1 for infinite approval */
  amount: string;
}

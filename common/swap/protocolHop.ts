/**
 * One pool of one hop of a route (1inch v6 `protocols` entry) in `/v1/quote` and `/v1/swap-tx`:
 * the API server writes it, the swap card reads it.
 */
export interface ProtocolHop {
  /** V2 or V3 (WBNB for a wrap) */
  name: string;
  /** percent of the amount taking this route */
  part: number;
  fromTokenAddress: string;
  toTokenAddress: string;
  pool: string;
  /** fee tier in millionths */
  fee: number;
}

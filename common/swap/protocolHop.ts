/**
 * One pool of one hop of a route (1inch v6 `protocols` entry) in `/v1/quote` and `/v1/swap-tx`:
 * the API server writes it, the swap card reads it. `protocols` is routes → hops → pools; a route
 * is a token path, and a hop may spread its amount over several pools.
 */
export interface ProtocolHop {
  /** V2 or V3 (WBNB for a wrap) */
  name: string;
  /** percent of this hop's amount (on this route) through this pool: a hop's parts add up to 100 */
  part: number;
  /** percent of the whole amount that takes this route */
  routePart: number;
  fromTokenAddress: string;
  toTokenAddress: string;
  pool: string;
  /** fee tier in millionths */
  fee: number;
}

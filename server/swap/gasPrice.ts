import type { ChainContext } from '../chain/context';

/** How long a read gas price is reused. */
export const GAS_PRICE_TTL_MS = 15_000;

/**
 * The node's gas price, read at most once per {@link GAS_PRICE_TTL_MS} and shared by concurrent
 * requests. It moves slowly on BNB Smart Chain, and reading it every block would add a JSON-RPC
 * request to every quote's block (quotes price gas to choose routes). A failed read is not kept.
 */
export class GasPriceSource {
  private current: { value: Promise<bigint>; readAt: number } | null = null;

  constructor(
    private readonly chain: ChainContext,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<bigint> {
    const now = this.now();
    if (this.current && now - this.current.readAt < GAS_PRICE_TTL_MS) return this.current.value;
    const value = this.chain.guard(() => this.chain.provider.send('eth_gasPrice', [])).then((hex: string) => BigInt(hex));
    const entry = { value, readAt: now };
    this.current = entry;
    value.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return value;
  }
}

/** The slice of EIP-1193 the app uses (window.ethereum, EIP-6963 providers, WalletConnect). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EIP-1193 listeners take event-specific arguments; unknown[] would reject every typed listener
  on?(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EIP-1193 listeners take event-specific arguments; unknown[] would reject every typed listener
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
  isMetaMask?: boolean;
  providers?: Eip1193Provider[];
}

export function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return value.startsWith('0x') ? Number.parseInt(value, 16) : Number.parseInt(value, 10);
  throw new Error(`Invalid chain id: ${String(value)}`);
}

/** The EIP-1193 error code, looking where wallets nest it (MetaMask mobile: data.originalError.code). */
export function rpcErrorCode(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; error?: unknown };
  const nested = record.data?.originalError?.code;
  if (typeof nested === 'number') return nested;
  if (typeof record.code === 'number') return record.code;
  return rpcErrorCode(record.error);
}

/** window.ethereum, preferring MetaMask when several injected wallets share the slot. */
export function getWindowEthereum(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  const ethereum = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
  if (!ethereum) return undefined;
  if (Array.isArray(ethereum.providers) && ethereum.providers.length > 0) {
    return ethereum.providers.find((p) => p.isMetaMask) ?? ethereum.providers[0];
  }
  return ethereum;
}

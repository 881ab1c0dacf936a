import type { Signer } from 'ethers';
import type { BondPricing } from './bond/pricing';
import type { ChainContext } from './chain/context';
import type { ServerLimits } from './limits';
import type { UploadPool } from './metadata/uploadPool';
import type { Storage } from './storage';
import type { Liquidity } from './swap/liquidity';
import type { TokenRegistry } from './swap/tokens';

/** What the route modules share; built once per server in app.ts. */
export interface Services {
  chain: ChainContext;
  tokens: TokenRegistry;
  liquidity: Liquidity;
  storage: Storage;
  /** a Wallet, or any ethers Signer (KMS-backed): see server/bond/quoteSigner.ts */
  quoteSigner: Signer;
  bondPricing: BondPricing;
  uploadPool: UploadPool;
  limits: Pick<ServerLimits, 'uploadGate' | 'bodyPace' | 'swapTxInFlight'>;
}

/**
 * Bond quotes are signed only from 30 minutes of price history (docs/ARCHITECTURE.md, "Bond
 * prices"). A fresh dev chain has none, so the dev stacks (npm start, the test stacks, the bench)
 * start their chain this far in the past: the seed runs there, the API starts and stores its first
 * observations of the seeded sales' pairs at that time, and then the chain catches up with the
 * wall clock in one block. The history is real: those 40 chain minutes passed with the API
 * watching, so a new user can buy a seeded bond as soon as the stack is up.
 */
import { JsonRpcProvider } from 'ethers';
import { DEV_CHAIN_ID } from '../devChainId';

/** How far behind the wall clock the dev chain starts: the window, plus room for a slow seed. */
export const DEV_CHAIN_HEAD_START_SECONDS = 40 * 60;

/**
 * Mines one block at the wall clock's time (later blocks follow the wall clock again); call it
 * once the API has stored its first observations. Returns the block's timestamp.
 */
export async function catchUpWithWallClock(rpcUrl: string): Promise<number> {
  const provider = new JsonRpcProvider(rpcUrl, DEV_CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const latest = await provider.send('eth_getBlockByNumber', ['latest', false]);
    const now = Math.max(Math.floor(Date.now() / 1000), Number(BigInt(latest.timestamp)) + 1);
    await provider.send('evm_setNextBlockTimestamp', [now]);
    await provider.send('evm_mine', []);
    return now;
  } finally {
    provider.destroy();
  }
}

/**
 * Gas headroom added to the node's estimate when a call does not set its own limit. Some of
 * our contracts' gas depends on chain time (reward checkpoints), and a transaction is often
 * mined a second after it was estimated, so an exact estimate can run out of gas; wallets
 * add a margin for the same reason. 25% matches the dev stack's seed.
 */
export const GAS_HEADROOM_PERCENT = 25n;

export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n;
}

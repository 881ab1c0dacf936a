/**
 * The gas limit sent for a call that does not set its own: the node's estimate plus a share and a fixed amount.
 *
 * A node estimates at the latest block's time, and the transaction is mined in a later second. The staking pool
 * settles rewards up to now on most calls: estimated in the second of the pool's last update, those writes leave
 * its two accrual slots unchanged (100 gas each); a second later they change them (2,900 each), and an APR change
 * coming into force adds its own. That difference is a fixed number of gas, not a share of the call, so a share
 * alone runs short on small calls: an owner's `setAPR` estimated at 36,105 needs more than 45,131 a second later.
 */
export const GAS_HEADROOM_PERCENT = 25n;
const TIME_DEPENDENT_GAS = 10_000n;

export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n + TIME_DEPENDENT_GAS;
}

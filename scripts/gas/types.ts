/** One row of `npm run gas`: the gas a user operation used, its goal and the contracts it is compared with. */
export interface GasRow {
  operation: string;
  gas: bigint;
  goal: bigint;
  anchors: string;
}

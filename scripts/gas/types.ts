/** One row of `npm run gas`: a user operation, its measured gas, its goal and the anchors it is compared with. */
export interface GasRow {
  operation: string;
  gas: bigint;
  goal: bigint;
  anchors: string;
}

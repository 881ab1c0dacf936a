/**
 * `npm run gas`: gas of every user operation of the bond market and the staking pools, measured on
 * Hardhat's in-process network (no node to start), against its goal and the contracts it competes with.
 * Exits non-zero when any operation is over its goal.
 */
import { measureBondGas } from './gas/bond';
import { measureStakingGas } from './gas/staking';
import { formatGasTable, isOver } from './gas/table';
import type { GasRow } from './gas/types';

export async function measureGas(): Promise<GasRow[]> {
  return [...(await measureStakingGas()), ...(await measureBondGas())];
}

if (require.main === module) {
  measureGas()
    .then((rows) => {
      console.log(formatGasTable(rows));
      const over = rows.filter(isOver);
      if (over.length > 0) {
        console.error(`\n${over.length} operation(s) over their gas goal: ${over.map((r) => r.operation).join(', ')}`);
        process.exit(1);
      }
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/**
 * @jest-environment node
 */
import { formatGasTable, overGoal } from '../../scripts/gasReport';
import type { GasRow } from '../../scripts/gas/types';

const rows: GasRow[] = [
  { operation: 'stake, first', gas: 105_070n, goal: 110_000n, anchors: 'Synthetix 137.7k, SmartChef 134.1k' },
  { operation: 'claim rewards', gas: 65_001n, goal: 65_000n, anchors: 'Synthetix 76.4k, SmartChef 84.1k' },
];

describe('gas report', () => {
  it('prints every row with its gas, goal, anchors and ok or OVER', () => {
    const lines = formatGasTable(rows).split('\n');
    expect(lines[0]).toMatch(/^operation\s+gas\s+goal\s+anchors\s+status$/);
    expect(lines[2]).toMatch(/^stake, first\s+105,070\s+≤ 110,000\s+Synthetix 137\.7k, SmartChef 134\.1k\s+ok$/);
    expect(lines[3]).toMatch(/^claim rewards\s+65,001\s+≤ 65,000\s+Synthetix 76\.4k, SmartChef 84\.1k\s+OVER$/);
  });

  it('finds the rows over their goal (the script then exits non-zero)', () => {
    expect(overGoal(rows).map((r) => r.operation)).toEqual(['claim rewards']);
    expect(overGoal([rows[0]!])).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { id } from 'ethers';
import { contractErrorSelectors } from './contractErrorSelectors';

interface AbiItem {
  type: string;
  name?: string;
  inputs?: Array<{ type: string }>;
}

const abiDir = path.resolve(__dirname, '../../../abis');

function abiErrors(): Map<string, string> {
  const errors = new Map<string, string>();
  for (const file of fs.readdirSync(abiDir).filter((f) => f.endsWith('.json'))) {
    const abi = JSON.parse(fs.readFileSync(path.join(abiDir, file), 'utf8')) as AbiItem[];
    for (const item of abi) {
      if (item.type !== 'error' || !item.name) continue;
      const signature = `${item.name}(${(item.inputs ?? []).map((i) => i.type).join(',')})`;
      errors.set(id(signature).slice(0, 10), signature);
    }
  }
  return errors;
}

describe('contract error table', () => {
  it('holds the selector of every custom error in abis/*.json', () => {
    const missing = [...abiErrors()].filter(([selector, signature]) => contractErrorSelectors[selector] !== signature);
    // on failure: regenerate the table from the ABIs (see the file's header)
    expect(missing).toEqual([]);
  });

  it('has correct selectors for every entry', () => {
    for (const [selector, signature] of Object.entries(contractErrorSelectors)) {
      expect(id(signature).slice(0, 10)).toBe(selector);
    }
  });

});

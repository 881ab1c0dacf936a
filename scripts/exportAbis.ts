/**
 * Writes `abis/<Name>.json` (plain ABI arrays) from the compiled artifacts and the Uniswap V2 npm
 * builds. `typechain-types/` is generated from these files, so they are the one interface source for
 * app, server and tests. Run by `npm run compile` (and so by `postinstall`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, readOwnArtifact, readOzErc20Artifact, readUniswapArtifact, type Artifact } from './artifacts';

export const EXPORTED_ABIS: Record<string, () => Artifact> = {
  BondFactory: () => readOwnArtifact('BondFactory'),
  BondSale: () => readOwnArtifact('BondSale'),
  StakingFactory: () => readOwnArtifact('StakingFactory'),
  StakingPool: () => readOwnArtifact('StakingPool'),
  Multicall3: () => readOwnArtifact('Multicall3'),
  MockERC20: () => readOwnArtifact('MockERC20'),
  ERC20: () => readOzErc20Artifact(),
  WBNB: () => readUniswapArtifact('WBNB'),
  UniswapV2Router02: () => readUniswapArtifact('UniswapV2Router02'),
  UniswapV2Factory: () => readUniswapArtifact('UniswapV2Factory'),
  UniswapV2Pair: () => readUniswapArtifact('UniswapV2Pair'),
};

interface AbiParam {
  name: string;
  components?: AbiParam[];
}

/**
 * Solidity warns when a return value is named like a getter (`getPoolStats` returning
 * `totalStaked` beside `totalStaked()`), so our sources name such values `totalStaked_`. The
 * encoding does not depend on names; the ABI carries the agreed names (`result.totalStaked`).
 */
export function agreedOutputNames(abi: unknown[]): unknown[] {
  return abi.map((entry) => {
    const fragment = entry as { type: string; outputs?: AbiParam[] };
    if (fragment.type !== 'function' || !fragment.outputs) return entry;
    return { ...fragment, outputs: fragment.outputs.map((o) => ({ ...o, name: o.name.replace(/^(\w*[^_])_$/, '$1') })) };
  });
}

export function exportAbis(outDir = path.join(ROOT, 'abis')): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const [name, load] of Object.entries(EXPORTED_ABIS)) {
    const file = path.join(outDir, `${name}.json`);
    const text = `${JSON.stringify(agreedOutputNames(load().abi), null, 2)}\n`;
    // Leave unchanged files untouched so `npm install` does not dirty the tree or bump mtimes.
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

if (require.main === module) {
  const files = exportAbis();
  console.log(`Exported ${files.length} ABIs to ${path.relative(process.cwd(), path.dirname(files[0]!)) || '.'}/`);
}

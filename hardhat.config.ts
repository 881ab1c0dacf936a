import path from 'node:path';
import { subtask } from 'hardhat/config';
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from 'hardhat/builtin-tasks/task-names';
import type { HardhatUserConfig } from 'hardhat/types';

/**
 * The compiler download does not work on this network, so Hardhat is pointed at the
 * solc-js build shipped by the pinned `solc` npm package. The version below must equal
 * the installed package's, or the artifacts would claim a compiler they were not built with.
 */
const SOLC_VERSION = '0.8.28';

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }, _hre, runSuper) => {
  if (args.solcVersion !== SOLC_VERSION) return runSuper();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solcPackage = require('solc/package.json') as { version: string };
  if (solcPackage.version !== SOLC_VERSION) {
    throw new Error(`node_modules/solc is ${solcPackage.version}, hardhat.config.ts expects ${SOLC_VERSION}`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require('solc') as { version(): string };
  return {
    compilerPath: path.join(path.dirname(require.resolve('solc/package.json')), 'soljson.js'),
    isSolcJs: true,
    version: SOLC_VERSION,
    longVersion: solc.version(),
  };
});

const config: HardhatUserConfig = {
  solidity: {
    version: SOLC_VERSION,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // BSC has run the Cancun opcodes since its Tycho hard fork.
      evmVersion: 'cancun',
    },
  },
  paths: {
    sources: './contracts',
    artifacts: './artifacts',
    cache: './cache',
    tests: './tests/contracts',
  },
  networks: {
    hardhat: {
      // Never 56: a wallet really on BSC must never take dev transactions for mainnet ones.
      chainId: 31337,
      hardfork: 'cancun',
      accounts: { mnemonic: 'test test test test test test test test test test test junk', count: 10 },
      mining: { auto: true, interval: 0 },
      // Without this every automined block adds a second, and a seed of a few hundred
      // transactions would push chain time minutes ahead of the wall clock.
      allowBlocksWithSameTimestamp: true,
    },
  },
};

export default config;

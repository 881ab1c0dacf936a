import path from 'node:path';
import { subtask } from 'hardhat/config';
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from 'hardhat/builtin-tasks/task-names';
import type { HardhatUserConfig, NetworkUserConfig } from 'hardhat/types';
import '@nomicfoundation/hardhat-ignition-ethers';
import '@nomicfoundation/hardhat-verify';

/**
 * The compiler download does not work on this network, so Hardhat is pointed at the
 * solc-js build shipped by the pinned `solc` npm package. The version below must equal
 * the installed package's, or the artifacts would claim a compiler they were not built with.
 */
const SOLC_VERSION = '0.8.28';

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }, _hre, runSuper) => {
  if (args.solcVersion !== SOLC_VERSION) return runSuper();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read when Hardhat asks for this compiler, to check the installed version
  const solcPackage = require('solc/package.json') as { version: string };
  if (solcPackage.version !== SOLC_VERSION) {
    throw new Error(`node_modules/solc is ${solcPackage.version}, hardhat.config.ts expects ${SOLC_VERSION}`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- solc-js is large: loaded only when a compile needs it
  const solc = require('solc') as { version(): string };
  return {
    compilerPath: path.join(path.dirname(require.resolve('solc/package.json')), 'soljson.js'),
    isSolcJs: true,
    version: SOLC_VERSION,
    longVersion: solc.version(),
  };
});

const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * A public BSC network: its RPC URL and the deployer's key come from the environment only, so no
 * key is ever committed. Without the variables the network still exists (tasks that do not send,
 * such as `verify` or `ignition status`, work) but has no account.
 */
function bscNetwork(chainId: number, urlVariable: string, fallbackUrl: string): NetworkUserConfig {
  const key = process.env.DEPLOYER_PRIVATE_KEY?.trim();
  return {
    chainId,
    url: process.env[urlVariable]?.trim() || fallbackUrl,
    accounts: key ? [key] : [],
  };
}

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
    ignition: './ignition',
  },
  networks: {
    hardhat: {
      // Never 56: a wallet really on BSC must never take dev transactions for mainnet ones.
      chainId: 31337,
      hardfork: 'cancun',
      accounts: { mnemonic: DEV_MNEMONIC, count: 10 },
      mining: { auto: true, interval: 0 },
      // Without this every automined block adds a second, and a seed of a few hundred
      // transactions would push chain time minutes ahead of the wall clock.
      allowBlocksWithSameTimestamp: true,
      // The dev stacks start their chain in the past, so that the API's price history of the
      // seeded sales is 30 minutes long once the chain catches up (scripts/dev/priceHistory.ts).
      ...(process.env.DEV_CHAIN_START ? { initialDate: process.env.DEV_CHAIN_START } : {}),
    },
    // `npm run deploy:rehearsal`: a local Hardhat node (chain 31337) dressed as BSC mainnet.
    rehearsal: {
      chainId: 31337,
      url: process.env.REHEARSAL_RPC_URL?.trim() || `http://127.0.0.1:${process.env.REHEARSAL_RPC_PORT ?? 26645}`,
      accounts: { mnemonic: DEV_MNEMONIC, count: 10 },
    },
    bscTestnet: bscNetwork(97, 'BSC_TESTNET_RPC_URL', 'https://data-seed-prebsc-1-s1.bnbchain.org:8545'),
    bsc: bscNetwork(56, 'BSC_RPC_URL', 'https://bsc-dataseed.bnbchain.org'),
  },
  ignition: {
    // BSC blocks come every ~0.75 s; 5 confirmations is still only a few seconds.
    requiredConfirmations: 5,
  },
  // hardhat-verify 2.x: the Etherscan V2 API takes one key for every chain it serves, BscScan included.
  etherscan: {
    apiKey: process.env.ETHERSCAN_API_KEY?.trim() ?? '',
  },
  sourcify: { enabled: false },
};

export default config;

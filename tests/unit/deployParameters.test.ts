/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ZeroAddress } from 'ethers';
import { deploymentBlockFromJournal } from '../../scripts/deploy/journal';
import {
  NETWORK_NAMES,
  deploymentDocument,
  ignitionParameters,
  isChecksummed,
  parameterProblems,
  readNetworkParameters,
} from '../../scripts/deploy/parameters';
import { missingDeploymentAddresses } from '../../src/config/validateDeployment';

describe('ignition/parameters/*.json', () => {
  it.each(NETWORK_NAMES)('%s: every third-party address is EIP-55 checksummed and names its source', (name) => {
    const parameters = readNetworkParameters(name);
    const operatorChoices = ['BondFactory.quoteSigner is the zero address: set it before deploying', 'BondFactory.feeRecipient is the zero address: set it before deploying'];
    expect(parameterProblems(parameters).filter((p) => !operatorChoices.includes(p))).toEqual([]);
    for (const [key, value] of Object.entries(parameters.addresses)) {
      if (value !== null) expect(isChecksummed(value)).toBe(true);
      expect(parameters._sources[key]).toEqual(expect.any(String));
    }
  });

  it('the mainnet and testnet files refuse to deploy until the operator has chosen the quote signer and fee recipient', () => {
    for (const name of ['bsc', 'bsc-testnet'] as const) {
      expect(parameterProblems(readNetworkParameters(name))).toEqual([
        'BondFactory.quoteSigner is the zero address: set it before deploying',
        'BondFactory.feeRecipient is the zero address: set it before deploying',
      ]);
    }
    expect(parameterProblems(readNetworkParameters('rehearsal'))).toEqual([]);
  });

  it('the rehearsal uses the mainnet addresses, and mainnet the canonical ones', () => {
    const mainnet = readNetworkParameters('bsc');
    expect(readNetworkParameters('rehearsal').addresses).toEqual(mainnet.addresses);
    expect(mainnet.network.chainId).toBe(56);
    expect(readNetworkParameters('bsc-testnet').network.chainId).toBe(97);
    expect(mainnet.addresses).toEqual({
      wbnb: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      usdt: '0x55d398326f99059fF775485246999027B3197955',
      usd1: '0x8d0D000Ee44948FC98c9B98A4FA4921476f08B0d',
      pancakeV2Factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      pancakeV2Router: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    });
  });

  it('names a wrong checksum, a lowercase address and a fee that is not integer wei', () => {
    const parameters = readNetworkParameters('rehearsal');
    const broken = {
      ...parameters,
      addresses: { ...parameters.addresses, usdt: '0x55d398326f99059ff775485246999027b3197955', wbnb: '0xBB4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c' },
      StakingFactory: { creationFeeWei: '0.01' },
    };
    expect(parameterProblems(broken)).toEqual([
      'addresses.wbnb is not an EIP-55 checksummed address',
      'addresses.usdt is not an EIP-55 checksummed address',
      'StakingFactory.creationFeeWei must be a decimal string of wei',
    ]);
  });
});

describe('from parameters to Ignition and to the deployment file', () => {
  const parameters = readNetworkParameters('rehearsal');

  it('passes the constructor arguments of both factories from the file', () => {
    expect(ignitionParameters(parameters, parameters.addresses.usd1!)).toEqual({
      BondFactory: {
        usdt: parameters.addresses.usdt,
        usd1: parameters.addresses.usd1,
        wbnb: parameters.addresses.wbnb,
        quoteSigner: parameters.BondFactory.quoteSigner,
        feeRecipient: parameters.BondFactory.feeRecipient,
        creationFee: 2_000_000_000_000_000n,
      },
      StakingFactory: { creationFee: 10_000_000_000_000_000n },
    });
  });

  it('writes a complete deployment in the schema the app and API read', () => {
    const deployed = { bondFactory: '0x5FbDB2315678afecb367f032d93F642f64180aa3', stakingFactory: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', usd1: parameters.addresses.usd1! };
    const document = deploymentDocument(parameters, deployed, 12, ['http://127.0.0.1:1', 'http://127.0.0.1:2']);
    expect(missingDeploymentAddresses(document)).toEqual([]);
    expect(document).toMatchObject({
      network: 'rehearsal',
      chainId: 31337,
      chainName: 'BNB Smart Chain (rehearsal)',
      explorerUrl: 'https://bscscan.com',
      rpcUrl: 'http://127.0.0.1:1',
      rpcUrls: ['http://127.0.0.1:1', 'http://127.0.0.1:2'],
      deploymentBlock: 12,
      quoteSigner: parameters.BondFactory.quoteSigner.toLowerCase(),
    });
    expect(document.contracts.bondFactory).toBe(deployed.bondFactory.toLowerCase());
    expect(document.contracts.uniswapV2Router).toBe(parameters.addresses.pancakeV2Router.toLowerCase());
    expect(document.tokens.map((t) => t.symbol)).toEqual(['BNB', 'WBNB', 'USDT', 'USD1', 'USDC', 'FDUSD', 'BTCB', 'ETH', 'CAKE']);
    for (const token of document.tokens) {
      expect(token.address).toBe(token.address.toLowerCase());
      if (token.logoURI!.startsWith('/')) expect(fs.existsSync(path.join(__dirname, '..', '..', 'public', token.logoURI!))).toBe(true);
      else expect(token.logoURI).toBe(`https://tokens.pancakeswap.finance/images/${parameters.tokenList!.find((t) => t.symbol === token.symbol)!.address}.png`);
    }
  });

  it("a zero factory address (a failed deploy) would be refused by the app's build guard", () => {
    const document = deploymentDocument(parameters, { bondFactory: ZeroAddress, stakingFactory: ZeroAddress, usd1: parameters.addresses.usd1! }, 1);
    expect(missingDeploymentAddresses(document)).toEqual(['contracts.bondFactory', 'contracts.stakingFactory']);
  });
});

describe('deploymentBlockFromJournal', () => {
  it('is the first block a deployment transaction was confirmed in', () => {
    const journal = [
      { type: 'RUN_START', chainId: 31337 },
      { type: 'TRANSACTION_CONFIRM', futureId: 'StakingFactory#StakingFactory', receipt: { blockNumber: 14 } },
      { type: 'TRANSACTION_CONFIRM', futureId: 'BondFactory#BondFactory', receipt: { blockNumber: 13 } },
      { type: 'DEPLOYMENT_EXECUTION_STATE_COMPLETE', futureId: 'BondFactory#BondFactory' },
    ]
      .map((m) => JSON.stringify(m))
      .join('\n');
    expect(deploymentBlockFromJournal(`${journal}\n`)).toBe(13);
    expect(() => deploymentBlockFromJournal('')).toThrow('no confirmed transaction');
  });
});

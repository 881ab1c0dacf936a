/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
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
  readParametersFile,
} from '../../scripts/deploy/parameters';
import { missingDeploymentAddresses } from '../../src/config/validateDeployment';

describe('ignition/parameters/*.json', () => {
  it.each(NETWORK_NAMES)('%s: every third-party address is EIP-55 checksummed and names its source', (name) => {
    const parameters = readNetworkParameters(name);
    const operatorChoices = [
      'BondFactory.quoteSigner is the zero address: set it before deploying',
      'BondFactory.guardian is the zero address: set it before deploying',
      'BondFactory.feeRecipient is the zero address: set it before deploying',
    ];
    expect(parameterProblems(parameters).filter((p) => !operatorChoices.includes(p))).toEqual([]);
    for (const [key, value] of Object.entries(parameters.addresses)) {
      if (value !== null) expect(isChecksummed(value)).toBe(true);
      expect(parameters._sources[key]).toEqual(expect.any(String));
    }
  });

  it('the mainnet and testnet files refuse to deploy until the operator has chosen the quote signer, guardian and fee recipient', () => {
    for (const name of ['bsc', 'bsc-testnet'] as const) {
      expect(parameterProblems(readNetworkParameters(name))).toEqual([
        'BondFactory.quoteSigner is the zero address: set it before deploying',
        'BondFactory.guardian is the zero address: set it before deploying',
        'BondFactory.feeRecipient is the zero address: set it before deploying',
      ]);
    }
    expect(parameterProblems(readNetworkParameters('rehearsal'))).toEqual([]);
  });

  it('refuses a guardian that is missing, not checksummed, or the quote signer itself', () => {
    const parameters = readNetworkParameters('rehearsal');
    const withGuardian = (guardian: string | undefined) => ({ ...parameters, BondFactory: { ...parameters.BondFactory, guardian: guardian as string } });
    expect(parameterProblems(withGuardian(undefined))).toEqual(['BondFactory.guardian is missing']);
    expect(parameterProblems(withGuardian(parameters.BondFactory.guardian.toLowerCase()))).toEqual(['BondFactory.guardian is not an EIP-55 checksummed address']);
    expect(parameterProblems(withGuardian(parameters.BondFactory.quoteSigner))).toEqual([
      'BondFactory.guardian is the quote signer: the key that stops a leaked quote key must be another one',
    ]);
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

describe('the dex section', () => {
  const mainnet = readNetworkParameters('bsc');

  it("mainnet and testnet carry PancakeSwap's V3 core, its fee tiers and hashes; the testnet periphery and V2 pair hash are testnet's", () => {
    const testnet = readNetworkParameters('bsc-testnet');
    for (const { dex } of [mainnet, testnet]) {
      expect(dex.v3.factory).toBe('0x0BFbCF9fa4f9C56B0F40a671Ad40E0805A091865');
      expect(dex.v3.poolDeployer).toBe('0x41ff9AA7e16B8B1a8a8dc4f0eFacd93D02d071c9');
      expect(dex.v3.initCodeHash).toBe('0x6ce8eb472fa82df5469c6ab6d485f17c3ad13c8cd7af59b3d4a8026c5ce0f7e2');
      expect(dex.v3.feeTiers).toEqual([
        { fee: 100, tickSpacing: 1 },
        { fee: 500, tickSpacing: 10 },
        { fee: 2500, tickSpacing: 50 },
        { fee: 10000, tickSpacing: 200 },
      ]);
      expect(dex.v2.feePpm).toBe(2500);
    }
    expect(mainnet.dex.v2.initCodeHash).toBe('0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5');
    expect(testnet.dex.v2.initCodeHash).toBe('0xd0d4c4cd0848c93cb4fd1f498d7013ee6bfb25783ea21593d5834f5d250ece66');
    expect(mainnet.dex.v3.swapRouter02).toBe('0x13f4EA83D0bd40E75C8222255bc855a974568Dd4');
    expect(testnet.dex.v3.swapRouter02).toBe('0x9a489505a00cE272eAa5e07Dba6491314CaE3796');
  });

  it('the rehearsal keeps every mainnet DEX address and overrides only what Uniswap\'s build changes', () => {
    const { dex } = readNetworkParameters('rehearsal');
    expect(dex.v3).toMatchObject({ ...mainnet.dex.v3, poolDeployer: mainnet.dex.v3.factory, initCodeHash: expect.any(String), feeTiers: expect.any(Array) });
    expect(dex.v2).toEqual({ factory: mainnet.dex.v2.factory, initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f', feePpm: 3000 });
    expect(dex.v3.initCodeHash).toBe('0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54');
    expect(dex.baseTokens).toEqual(mainnet.dex.baseTokens);
  });

  it('names a lowercase address, a missing source, a bad hash, a fee of 100 %, a duplicate tier, an impossible spacing and a foreign base token', () => {
    const { dex } = mainnet;
    const { 'dex.v3': _, ...sources } = mainnet._sources;
    const broken = {
      ...mainnet,
      BondFactory: { ...mainnet.BondFactory, quoteSigner: mainnet.addresses.usdt, guardian: mainnet.addresses.wbnb, feeRecipient: mainnet.addresses.usdt },
      _sources: sources,
      dex: {
        v2: { ...dex.v2, initCodeHash: dex.v2.initCodeHash.slice(0, 64), feePpm: 1_000_000 },
        v3: { ...dex.v3, quoterV2: dex.v3.quoterV2.toLowerCase(), feeTiers: [...dex.v3.feeTiers, { fee: 500, tickSpacing: 16_384 }] },
        baseTokens: [...dex.baseTokens, mainnet.tokenList![0]!.address],
      },
    };
    expect(parameterProblems(broken)).toEqual([
      'dex.v3.quoterV2 is not an EIP-55 checksummed address',
      'dex.v3 has no _sources entry naming where it comes from',
      'dex.v2.initCodeHash is not a lowercase 32-byte hex hash',
      'dex.v2.feePpm must be a whole number of millionths in (0, 1000000)',
      'dex.v3.feeTiers: tick spacing 16384 of fee 500 is not in (0, 16384)',
      'dex.v3.feeTiers: fee 500 is listed twice',
      `dex.baseTokens: ${mainnet.tokenList![0]!.address} is none of addresses.wbnb, usdt, usd1`,
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
        guardian: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
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

describe('readParametersFile', () => {
  it('refuses a file of its own whose dex section lists only some fields', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parameters-'));
    const file = path.join(dir, 'partial.json');
    const { addressesFrom: _, ...rehearsal } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'ignition', 'parameters', 'rehearsal.json'), 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...rehearsal, addresses: readNetworkParameters('bsc').addresses }));
    expect(() => readParametersFile(file)).toThrow('"dex" lacks v2.factory, v3.factory, v3.swapRouter02, v3.quoterV2, v3.tickLens, v3.positionManager, baseTokens');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

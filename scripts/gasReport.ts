/**
 * `npm run gas`: gas used by the main user transactions, measured on Hardhat's in-process network
 * (no node to start). First-time costs (a buyer's first purchase, a staker's first stake) write new
 * storage and are the dearer ones, so both first and repeat cases are listed where they differ.
 */
import { BrowserProvider, ContractFactory, MaxUint256, Wallet, parseEther, type ContractTransactionResponse, type InterfaceAbi } from 'ethers';
import {
  BondFactory__factory,
  BondSale__factory,
  MockERC20__factory,
  StakingFactory__factory,
  StakingPool__factory,
} from '../typechain-types';
import { readOwnArtifact, type OwnContractName } from './artifacts';
import { devAccountKey, QUOTE_SIGNER_INDEX } from './deploySeed';
import { paymentFor, signQuote, type QuoteValue } from './quote';

const DAY = 86_400;

export interface GasRow {
  action: string;
  gas: bigint;
}

export async function measureGas(): Promise<GasRow[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const hre = require('hardhat') as { network: { provider: ConstructorParameters<typeof BrowserProvider>[0] } };
  const provider = new BrowserProvider(hre.network.provider, 31337, { cacheTimeout: -1 });
  const signers = await Promise.all(Array.from({ length: 6 }, (_, i) => provider.getSigner(i)));
  const [deployer, owner, poolOwner, buyer] = [signers[0]!, signers[1]!, signers[2]!, signers[3]!];
  const quoteSigner = new Wallet(devAccountKey(QUOTE_SIGNER_INDEX));
  const rows: GasRow[] = [];
  const record = async (action: string, tx: Promise<ContractTransactionResponse>) => {
    const receipt = await (await tx).wait();
    rows.push({ action, gas: receipt!.gasUsed });
  };
  const deploy = async (name: OwnContractName, ...args: unknown[]) => {
    const artifact = readOwnArtifact(name);
    const contract = await new ContractFactory(artifact.abi as InterfaceAbi, artifact.bytecode, deployer).deploy(...args);
    await contract.waitForDeployment();
    return contract.getAddress();
  };
  const time = async (seconds: number) => {
    await provider.send('evm_increaseTime', [seconds]);
    await provider.send('evm_mine', []);
  };
  const latest = async () => BigInt(((await provider.send('eth_getBlockByNumber', ['latest', false])) as { timestamp: string }).timestamp);

  const usdt = await deploy('MockERC20', 'Tether USD', 'USDT', 18);
  const usd1 = await deploy('MockERC20', 'World Liberty Financial USD', 'USD1', 18);
  const token = await deploy('MockERC20', 'Sally', 'SALLY', 18);
  const fee = parseEther('0.002');
  const bondFactoryAddress = await deploy('BondFactory', usdt, usd1, quoteSigner.address, await deployer.getAddress(), fee);
  const stakingFactoryAddress = await deploy('StakingFactory', parseEther('0.01'));
  for (const address of [usdt, token]) {
    for (const signer of [owner, poolOwner, buyer]) {
      await (await MockERC20__factory.connect(address, deployer).mint(await signer.getAddress(), parseEther('1000000'))).wait();
    }
  }

  // Bonds
  const bondFactory = BondFactory__factory.connect(bondFactoryAddress, owner);
  await (await MockERC20__factory.connect(token, owner).approve(bondFactoryAddress, MaxUint256)).wait();
  const createSale = async (currency: number, label: string) => {
    const tx = bondFactory.createSale(token, currency, 30 * DAY, parseEther('100000'), 500, { value: fee });
    await record(label, tx);
    return BondSale__factory.connect(await bondFactory.getSaleAddress(await bondFactory.totalSales()), buyer);
  };
  const bnbSale = await createSale(0, 'BondFactory.createSale (BNB sale)');
  const usdtSale = await createSale(1, 'BondFactory.createSale (USDT sale)');
  let nonce = 1n;
  const quote = async (sale: typeof bnbSale, currency: number, pricePerToken: bigint): Promise<[QuoteValue, string]> => {
    const tokenAmount = parseEther('1000');
    const value: QuoteValue = {
      buyer: await buyer.getAddress(),
      saleAddress: await sale.getAddress(),
      currency,
      tokenAmount,
      pricePerToken,
      paymentAmount: paymentFor(tokenAmount, pricePerToken, 18),
      discountBps: 500n,
      priceSource: 'gas-report',
      deadline: (await latest()) + 600n,
      nonce: nonce++,
    };
    return [value, await signQuote(quoteSigner, 31337n, value)];
  };
  for (const label of ['first purchase', 'repeat purchase']) {
    const [q, sig] = await quote(bnbSale, 0, parseEther('0.001'));
    await record(`BondSale.buyWithQuote, BNB (${label})`, bnbSale.buyWithQuote(q, sig, { value: q.paymentAmount }));
  }
  await (await MockERC20__factory.connect(usdt, buyer).approve(await usdtSale.getAddress(), MaxUint256)).wait();
  for (const label of ['first purchase', 'repeat purchase']) {
    const [q, sig] = await quote(usdtSale, 1, parseEther('0.6'));
    await record(`BondSale.buyWithQuote, USDT (${label})`, usdtSale.buyWithQuote(q, sig));
  }
  await time(10 * DAY);
  await record('BondSale.claim (2 purchases vesting)', bnbSale.claim());
  await (await BondSale__factory.connect(await bnbSale.getAddress(), owner).endEarly()).wait();
  await (await BondSale__factory.connect(await usdtSale.getAddress(), owner).endEarly()).wait();
  await record('BondSale.withdrawProceeds (BNB)', BondSale__factory.connect(await bnbSale.getAddress(), owner).withdrawProceeds());
  await record('BondSale.withdrawProceeds (USDT)', BondSale__factory.connect(await usdtSale.getAddress(), owner).withdrawProceeds());
  await record(
    'BondSale.withdrawUnsoldTokens',
    BondSale__factory.connect(await bnbSale.getAddress(), owner).withdrawUnsoldTokens(await owner.getAddress()),
  );

  // Staking
  const stakingFactory = StakingFactory__factory.connect(stakingFactoryAddress, poolOwner);
  await (await MockERC20__factory.connect(token, poolOwner).approve(stakingFactoryAddress, MaxUint256)).wait();
  await record('StakingFactory.createPool (with initial reward)', stakingFactory.createPool(token, 1200, 90 * DAY, parseEther('10000'), { value: parseEther('0.01') }));
  const pool = StakingPool__factory.connect(await stakingFactory.getPoolAddress(1), buyer);
  await (await MockERC20__factory.connect(token, buyer).approve(await pool.getAddress(), MaxUint256)).wait();
  await record('StakingPool.stake (first stake)', pool.stake(parseEther('1000')));
  await time(DAY);
  await record('StakingPool.stake (adding to a stake)', pool.stake(parseEther('1000')));
  await time(DAY);
  await record('StakingPool.claim', pool.claim());
  await time(DAY);
  await record('StakingPool.unstake (principal + rewards)', pool.unstake());
  return rows;
}

export function formatGasTable(rows: GasRow[]): string {
  const width = Math.max(...rows.map((r) => r.action.length));
  const lines = [`${'action'.padEnd(width)}  ${'gas'.padStart(9)}`, `${'-'.repeat(width)}  ${'-'.repeat(9)}`];
  for (const row of rows) lines.push(`${row.action.padEnd(width)}  ${row.gas.toLocaleString('en-US').padStart(9)}`);
  return lines.join('\n');
}

if (require.main === module) {
  measureGas()
    .then((rows) => {
      console.log(formatGasTable(rows));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}


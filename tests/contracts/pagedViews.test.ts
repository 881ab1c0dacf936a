/**
 * The paged per-user and per-owner views: each costs a bounded amount of gas per listing it scans, at most
 * what the app sizes its pages with (saleScan.ts, poolScan.ts), so a page of them stays far under a node's
 * eth_call cap however many listings exist.
 */
import { MaxUint256 } from 'ethers';
import { SALE_SCAN_GAS } from '../../src/features/bond/api/saleScan';
import { POOL_SCAN_GAS } from '../../src/features/staking/api/poolScan';
import { MockERC20__factory, StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import { STAKING_FEE, buyBond, createSale, deploy, deployBondWorld, e18, getChain, mined, revertTo, snapshot } from './helpers';

const LISTINGS = 20;
const OWNER = 1;
const USER = 3;

let snap: string;
beforeAll(async () => {
  snap = await snapshot();
});
afterAll(async () => {
  await revertTo(snap);
});

/** Gas of a view over `count` listings minus over none, per listing. */
async function gasPerListing(to: string, encode: (from: number, to: number) => string, count: number): Promise<number> {
  const { provider } = await getChain();
  const estimate = async (end: number) => BigInt(await provider.send('eth_estimateGas', [{ to, data: encode(0, end) }]));
  return Number(((await estimate(count)) - (await estimate(0))) / BigInt(count));
}

it('sale views cost at most the gas per sale the app pages with, for a wallet that bought in every sale', async () => {
  const world = await deployBondWorld();
  for (let i = 0; i < LISTINGS; i++) {
    const { sale } = await createSale(world, { currency: 0, maxTokens: e18(100) });
    await buyBond(world, sale, USER, e18(1));
  }
  const factory = world.factory.interface;
  const user = world.addresses[USER]!;
  const owner = world.addresses[OWNER]!;
  expect((await world.factory.getUserSaleIdsInRange(user, 0, LISTINGS)).length).toBe(LISTINGS);
  const perUser = await gasPerListing(world.factoryAddress, (a, b) => factory.encodeFunctionData('getUserSaleIdsInRange', [user, a, b]), LISTINGS);
  const perOwner = await gasPerListing(world.factoryAddress, (a, b) => factory.encodeFunctionData('getOwnerSaleIdsInRange', [owner, a, b]), LISTINGS);
  expect(perUser).toBeLessThanOrEqual(SALE_SCAN_GAS.userSaleIds);
  expect(perOwner).toBeLessThanOrEqual(SALE_SCAN_GAS.ownerSaleIds);
});

it('pool views cost at most the gas per pool the app pages with, for a wallet staked in every pool', async () => {
  const { signers, addresses } = await getChain();
  const token = await deploy('MockERC20', signers[0]!, 'Schmeckle', 'SCHM', 18);
  const factoryAddress = await deploy('StakingFactory', signers[0]!, STAKING_FEE);
  const factory = StakingFactory__factory.connect(factoryAddress, signers[OWNER]!);
  for (const i of [OWNER, USER]) await mined(MockERC20__factory.connect(token, signers[0]!).mint(addresses[i]!, e18(1_000_000)));
  await mined(MockERC20__factory.connect(token, signers[OWNER]!).approve(factoryAddress, MaxUint256));
  for (let i = 1; i <= LISTINGS; i++) {
    await mined(factory.createPool(token, 1200n, 90n * 86_400n, e18(100), { value: STAKING_FEE }));
    const pool = await factory.getPoolAddress(i);
    await mined(MockERC20__factory.connect(token, signers[USER]!).approve(pool, e18(1)));
    await mined(StakingPool__factory.connect(pool, signers[USER]!).stake(e18(1)));
  }
  const iface = factory.interface;
  const user = addresses[USER]!;
  const owner = addresses[OWNER]!;
  expect((await factory.getUserActivePoolsInRange(user, 0, LISTINGS)).length).toBe(LISTINGS);
  const perUser = await gasPerListing(factoryAddress, (a, b) => iface.encodeFunctionData('getUserActivePoolsInRange', [user, a, b]), LISTINGS);
  const perOwner = await gasPerListing(factoryAddress, (a, b) => iface.encodeFunctionData('getOwnerPoolIdsInRange', [owner, a, b]), LISTINGS);
  expect(perUser).toBeLessThanOrEqual(POOL_SCAN_GAS.userActivePools);
  expect(perOwner).toBeLessThanOrEqual(POOL_SCAN_GAS.ownerPoolIds);
});

/**
 * A little state on the rehearsal chain for the smoke journey: liquidity on the (rehearsal)
 * PancakeSwap V2 pairs BNB/USDT and BNB/RHT and on a V3 WBNB/USDT 0.05 % pool priced a little
 * better than the pair (so a small BNB → USDT swap routes through V3), funds for the buyer, one
 * bond sale paid in USDT and one staking pool — all through the deployed contracts, as on mainnet.
 *
 * Roles (dev accounts): 0 deployer and liquidity, 1 sale owner, 2 pool owner, 4 the smoke buyer/staker.
 */
import { Contract, ContractFactory, MaxUint256, parseEther, type JsonRpcProvider } from 'ethers';
import type { Deployment } from '../../common/deployment/schema';
import { BondFactory__factory, MockERC20__factory, StakingFactory__factory, UniswapV2Router02__factory } from '../../typechain-types';
import { readOwnArtifact, readUniswapArtifact, readUniswapV3Artifact } from '../artifacts';
import { createV3Position, price, type V3Position } from '../dev/v3Dex';

const DAY = 86_400;
export const REHEARSAL_TOKEN = { name: 'Rehearsal Token', symbol: 'RHT' } as const;
export const SMOKE_ACCOUNT = 4;

/** 601 USDT per BNB (the V2 pair: 600), 20 BNB deep in 560–645. */
export const REHEARSAL_V3_POOL: V3Position = {
  fee: 500,
  initial: price(601n),
  lower: price(560n),
  upper: price(645n),
  amountA: parseEther('20'),
  amountB: parseEther('12020'),
};

export interface RehearsalSeed {
  token: string;
  saleId: number;
  poolId: number;
}

async function mined(tx: Promise<{ wait(): Promise<unknown> }>): Promise<void> {
  await (await tx).wait();
}

export async function seedRehearsal(provider: JsonRpcProvider, deployment: Deployment): Promise<RehearsalSeed> {
  const [deployer, saleOwner, poolOwner] = await Promise.all([0, 1, 2].map((i) => provider.getSigner(i)));
  const smoke = await provider.getSigner(SMOKE_ACCOUNT);
  const c = deployment.contracts;
  const factory = new ContractFactory(readOwnArtifact('MockERC20').abi as never, readOwnArtifact('MockERC20').bytecode, deployer);
  const deployed = await factory.deploy(REHEARSAL_TOKEN.name, REHEARSAL_TOKEN.symbol, 18);
  await deployed.waitForDeployment();
  const token = (await deployed.getAddress()).toLowerCase();

  const usdt = MockERC20__factory.connect(c.usdt, deployer);
  const rht = MockERC20__factory.connect(token, deployer);
  const me = await deployer.getAddress();
  await mined(usdt.mint(me, parseEther('600000')));
  await mined(rht.mint(me, parseEther('400000')));
  for (const account of [saleOwner, poolOwner, smoke]) {
    await mined(usdt.mint(await account.getAddress(), parseEther('10000')));
    await mined(rht.mint(await account.getAddress(), parseEther('200000')));
  }

  const router = UniswapV2Router02__factory.connect(c.uniswapV2Router, deployer);
  await mined(usdt.approve(c.uniswapV2Router, MaxUint256));
  await mined(rht.approve(c.uniswapV2Router, MaxUint256));
  const deadline = BigInt((await provider.getBlock('latest'))!.timestamp) + 3600n;
  // 1 BNB = 600 USDT; RHT ≈ 0.75 USD (800 RHT per BNB)
  await mined(router.addLiquidityETH(c.usdt, parseEther('600000'), 0, 0, me, deadline, { value: parseEther('1000') }));
  await mined(router.addLiquidityETH(token, parseEther('400000'), 0, 0, me, deadline, { value: parseEther('500') }));

  const v3 = deployment.dex.v3;
  const spacing = v3.feeTiers.find((tier) => tier.fee === REHEARSAL_V3_POOL.fee)?.tickSpacing;
  if (spacing === undefined) throw new Error(`the rehearsal's dex.v3.feeTiers has no ${REHEARSAL_V3_POOL.fee} tier`);
  const wbnb = new Contract(c.wbnb, readUniswapArtifact('WBNB').abi as never, deployer);
  await mined(wbnb.getFunction('deposit')({ value: REHEARSAL_V3_POOL.amountA }));
  await mined(usdt.mint(me, REHEARSAL_V3_POOL.amountB));
  await mined(wbnb.getFunction('approve')(v3.positionManager, MaxUint256));
  await mined(usdt.approve(v3.positionManager, MaxUint256));
  const manager = new Contract(v3.positionManager, readUniswapV3Artifact('NonfungiblePositionManager').abi as never, deployer);
  await createV3Position(manager, c.wbnb, c.usdt, REHEARSAL_V3_POOL, spacing, me, async () => deadline);

  const bondFactory = BondFactory__factory.connect(c.bondFactory, saleOwner);
  await mined(MockERC20__factory.connect(token, saleOwner).approve(c.bondFactory, MaxUint256));
  await mined(
    // minimum price 0.30 USDT per RHT (the market is ≈ 0.75); no per-buyer cap; the proposed hourly budget
    bondFactory.createSale(token, 1, 30 * DAY, parseEther('50000'), 500, parseEther('0.3'), 0, await bondFactory.defaultHourlyBudget(parseEther('50000')), {
      value: await bondFactory.saleCreationFee(),
    }),
  );
  const saleId = Number((await bondFactory.getSaleByIndex(0)).saleId);

  const stakingFactory = StakingFactory__factory.connect(c.stakingFactory, poolOwner);
  await mined(MockERC20__factory.connect(token, poolOwner).approve(c.stakingFactory, MaxUint256));
  await mined(
    stakingFactory.createPool(token, 1200, 90 * DAY, parseEther('50000'), { value: await stakingFactory.poolCreationFee() }),
  );
  const poolId = Number((await stakingFactory.getPoolByIndex(0)).poolId);
  return { token, saleId, poolId };
}

/**
 * Attacks a sale or pool token could try, and the EIP-712 encoding the API server must reproduce.
 */
import { Contract, Interface, TypedDataEncoder, id } from 'ethers';
import { BondSale__factory, MockERC20__factory, StakingPool__factory } from '../../typechain-types';
import { QUOTE_TYPES, quoteDomain } from '../../scripts/quote';
import {
  DAY,
  createPool,
  createSale,
  deploy,
  deployBondWorld,
  deployStakingWorld,
  e18,
  expectRevert,
  getChain,
  increaseTime,
  makeQuote,
  mined,
  sign,
  type BondWorld,
  type StakingWorld,
} from './helpers';

const hostile = new Interface(['function arm(address target, bytes data)', 'function mint(address to, uint256 amount)']);

let bond: BondWorld;
let staking: StakingWorld;
beforeAll(async () => {
  bond = await deployBondWorld();
  staking = await deployStakingWorld();
});

it('the quote digest is the standard EIP-712 hash of domain {BondSale, 1, chainId, sale}', async () => {
  const { sale, saleAddress } = await createSale(bond, { currency: 2, discountBps: 250n });
  const quote = await makeQuote({ buyer: bond.addresses[3]!, saleAddress, currency: 2, tokenAmount: e18(7), discountBps: 250n });
  expect(await sale.quoteDigest(quote)).toBe(TypedDataEncoder.hash(quoteDomain(31337n, saleAddress), QUOTE_TYPES, quote));
  const domain = await sale.eip712Domain();
  expect([domain.name, domain.version, domain.chainId, domain.verifyingContract]).toEqual(['BondSale', '1', 31337n, saleAddress]);
  const typeString =
    'Quote(address buyer,address saleAddress,uint8 currency,uint256 tokenAmount,uint256 paymentAmount,uint256 pricePerToken,uint256 discountBps,string priceSource,uint256 deadline,uint256 nonce)';
  expect(TypedDataEncoder.from(QUOTE_TYPES).encodeType('Quote')).toBe(typeString);
  expect(await sale.QUOTE_TYPEHASH()).toBe(id(typeString));
});

it('a sale token that re-enters claim during the transfer gets nothing, and the claim stays available afterwards', async () => {
  const { signers, addresses } = await getChain();
  const tokenAddress = await deploy('ReentrantERC20', signers[0]!);
  const token = new Contract(tokenAddress, hostile, signers[0]!);
  await mined(token.getFunction('mint')(addresses[1]!, e18(1000)));
  const { saleAddress } = await createSale(bond, { token: tokenAddress, currency: 0, maxTokens: e18(1000), vesting: DAY });
  const quote = await makeQuote({ buyer: addresses[3]!, saleAddress, currency: 0, tokenAmount: e18(100) });
  const buyerSale = BondSale__factory.connect(saleAddress, signers[3]!);
  await mined(buyerSale.buyWithQuote(quote, await sign(quote), { value: quote.paymentAmount }));
  await increaseTime(DAY);
  await mined(token.getFunction('arm')(saleAddress, buyerSale.interface.encodeFunctionData('claim')));
  // the token's callback claims inside the transfer (claim has no lock: its writes all come first); it holds no
  // position, and its revert undoes the whole claim
  await expectRevert(buyerSale.claim(), 'NothingToClaim');
  expect((await buyerSale.getBuyerInfo(addresses[3]!)).claimed).toBe(0n);
  await mined(token.getFunction('arm')('0x0000000000000000000000000000000000000000', '0x'));
  await mined(buyerSale.claim());
  expect((await buyerSale.getBuyerInfo(addresses[3]!)).claimed).toBe(e18(100));
});

it('a pool token cannot re-enter unstake', async () => {
  const { signers, addresses } = await getChain();
  const tokenAddress = await deploy('ReentrantERC20', signers[0]!);
  const token = new Contract(tokenAddress, hostile, signers[0]!);
  await mined(token.getFunction('mint')(addresses[2]!, e18(1000)));
  await mined(token.getFunction('mint')(addresses[3]!, e18(1000)));
  const { poolAddress } = await createPool(staking, { token: tokenAddress, reward: e18(100) });
  const pool = StakingPool__factory.connect(poolAddress, signers[3]!);
  await mined(MockERC20__factory.connect(tokenAddress, signers[3]!).approve(poolAddress, e18(500)));
  await mined(pool.stake(e18(500)));
  await mined(token.getFunction('arm')(poolAddress, pool.interface.encodeFunctionData('unstake')));
  await expectRevert(pool.unstake(), 'ReentrancyGuardReentrantCall');
  expect((await pool.getUserStake(addresses[3]!)).amount).toBe(e18(500));
});

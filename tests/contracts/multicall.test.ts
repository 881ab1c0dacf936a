import { Interface } from 'ethers';
import { MockERC20__factory, Multicall3__factory } from '../../typechain-types';
import { readOwnArtifact } from '../../scripts/artifacts';
import { MULTICALL3_ADDRESS } from '../../scripts/deploySeed';
import { balanceOf, deploy, e18, getChain, latestTime, mined, rpc } from './helpers';

describe('Multicall3 (installed at the canonical address, as on the dev chain)', () => {
  let tokenAddress: string;
  beforeAll(async () => {
    const { signers, addresses } = await getChain();
    await rpc('hardhat_setCode', [MULTICALL3_ADDRESS, readOwnArtifact('Multicall3').deployedBytecode]);
    tokenAddress = await deploy('MockERC20', signers[0]!, 'Tether USD', 'USDT', 18);
    await mined(MockERC20__factory.connect(tokenAddress, signers[0]!).mint(addresses[1]!, e18(5)));
  });

  it('aggregate3 batches reads and reports failures it is allowed to skip', async () => {
    const { provider, addresses } = await getChain();
    const multicall = Multicall3__factory.connect(MULTICALL3_ADDRESS, provider);
    const erc20 = MockERC20__factory.createInterface();
    const results = await multicall.aggregate3.staticCall([
      { target: tokenAddress, allowFailure: false, callData: erc20.encodeFunctionData('balanceOf', [addresses[1]!]) },
      { target: tokenAddress, allowFailure: false, callData: erc20.encodeFunctionData('symbol') },
      { target: tokenAddress, allowFailure: true, callData: new Interface(['function nope()']).encodeFunctionData('nope') },
      { target: MULTICALL3_ADDRESS, allowFailure: false, callData: multicall.interface.encodeFunctionData('getEthBalance', [addresses[2]!]) },
    ]);
    expect(results.map((r) => r.success)).toEqual([true, true, false, true]);
    expect(erc20.decodeFunctionResult('balanceOf', results[0]!.returnData)[0]).toBe(e18(5));
    expect(erc20.decodeFunctionResult('symbol', results[1]!.returnData)[0]).toBe('USDT');
    expect(multicall.interface.decodeFunctionResult('getEthBalance', results[3]!.returnData)[0]).toBe(await balanceOf(addresses[2]!));
    await expect(
      multicall.aggregate3.staticCall([{ target: tokenAddress, allowFailure: false, callData: '0xdeadbeef' }]),
    ).rejects.toThrow(/Multicall3: call failed/);
  });

  it('answers block and chain reads', async () => {
    const { provider } = await getChain();
    const multicall = Multicall3__factory.connect(MULTICALL3_ADDRESS, provider);
    const blockNumber = BigInt(await rpc<string>('eth_blockNumber'));
    expect(await multicall.getBlockNumber()).toBe(blockNumber);
    expect(await multicall.getCurrentBlockTimestamp()).toBe(await latestTime());
    expect(await multicall.getChainId()).toBe(31337n);
    expect(await multicall.getBlockHash(blockNumber - 1n)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await multicall.getLastBlockHash()).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await multicall.getCurrentBlockGasLimit()).toBeGreaterThan(0n);
    expect(await multicall.getBasefee()).toBeGreaterThanOrEqual(0n);
    expect(typeof (await multicall.getCurrentBlockCoinbase())).toBe('string');
    expect(await multicall.getCurrentBlockDifficulty()).toBeGreaterThanOrEqual(0n);
  });

  it('aggregate, tryAggregate, blockAndAggregate and aggregate3Value', async () => {
    const { signers, addresses } = await getChain();
    const multicall = Multicall3__factory.connect(MULTICALL3_ADDRESS, signers[0]!);
    const erc20 = MockERC20__factory.createInterface();
    const balanceCall = { target: tokenAddress, callData: erc20.encodeFunctionData('balanceOf', [addresses[1]!]) };
    const bad = { target: tokenAddress, callData: '0xdeadbeef' };
    const [, returnData] = await multicall.aggregate.staticCall([balanceCall]);
    expect(erc20.decodeFunctionResult('balanceOf', returnData[0]!)[0]).toBe(e18(5));
    await expect(multicall.aggregate.staticCall([bad])).rejects.toThrow(/call failed/);
    expect((await multicall.tryAggregate.staticCall(false, [balanceCall, bad])).map((r) => r.success)).toEqual([true, false]);
    await expect(multicall.tryAggregate.staticCall(true, [bad])).rejects.toThrow(/call failed/);
    const [blockNumber, , results] = await multicall.blockAndAggregate.staticCall([balanceCall]);
    expect(blockNumber).toBeGreaterThan(0n);
    expect(results[0]!.success).toBe(true);
    const [, , tried] = await multicall.tryBlockAndAggregate.staticCall(false, [bad]);
    expect(tried[0]!.success).toBe(false);
    // Value forwarding: 1 wei to an EOA, and a mismatch is refused.
    const before = await balanceOf(addresses[7]!);
    await mined(multicall.aggregate3Value([{ target: addresses[7]!, allowFailure: false, value: 1n, callData: '0x' }], { value: 1n }));
    expect((await balanceOf(addresses[7]!)) - before).toBe(1n);
    await expect(
      multicall.aggregate3Value.staticCall([{ target: addresses[7]!, allowFailure: false, value: 1n, callData: '0x' }], { value: 2n }),
    ).rejects.toThrow(/value mismatch/);
  });
});

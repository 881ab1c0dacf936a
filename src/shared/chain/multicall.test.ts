import { Interface } from 'ethers';
import { ERC20__factory } from '../../../typechain-types/factories/ERC20__factory';
import { Multicall3__factory } from '../../../typechain-types/factories/Multicall3__factory';
import { MulticallBatcher, type EthCaller } from './multicall';

const multicall = Multicall3__factory.createInterface();
const erc20 = ERC20__factory.createInterface();
const MULTICALL = '0xcA11bde05977b3631167028862bE2a173976CA11';
const BAD = '0x000000000000000000000000000000000000dEaD';
const revertData = new Interface(['error NothingToClaim()']).encodeErrorResult('NothingToClaim', []);

/** A node that answers aggregate3: balanceOf(x) = 1000 + the call's position; BAD reverts. */
class FakeNode implements EthCaller {
  calls: Array<{ to: string; data: string }> = [];
  fail: Error | null = null;

  async call(tx: { to: string; data: string }): Promise<string> {
    this.calls.push(tx);
    if (this.fail) throw this.fail;
    const [requests] = multicall.decodeFunctionData('aggregate3', tx.data) as unknown as [
      Array<{ target: string; allowFailure: boolean; callData: string }>,
    ];
    const results = requests.map((request, index) =>
      request.target.toLowerCase() === BAD.toLowerCase()
        ? { success: false, returnData: revertData }
        : { success: true, returnData: erc20.encodeFunctionResult('balanceOf', [1000n + BigInt(index)]) },
    );
    return multicall.encodeFunctionResult('aggregate3', [results]);
  }
}

const balanceOf = (holder: string) => erc20.encodeFunctionData('balanceOf', [holder]);
const holder = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const token = '0x00000000000000000000000000000000000000aa';

describe('MulticallBatcher', () => {
  it('merges every read issued in the same tick into one aggregate3 eth_call', async () => {
    const node = new FakeNode();
    const batcher = new MulticallBatcher(node, MULTICALL);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => batcher.call({ target: token, callData: balanceOf(holder(i + 1)) })),
    );
    expect(node.calls).toHaveLength(1);
    expect(node.calls[0].to).toBe(MULTICALL);
    // each caller gets its own result, in order
    results.forEach((result, i) => {
      expect(result.success).toBe(true);
      expect(erc20.decodeFunctionResult('balanceOf', result.returnData)[0]).toBe(1000n + BigInt(i));
    });
  });

  it('sends reads of later ticks in a new call', async () => {
    const node = new FakeNode();
    const batcher = new MulticallBatcher(node, MULTICALL);
    await batcher.call({ target: token, callData: balanceOf(holder(1)) });
    await batcher.call({ target: token, callData: balanceOf(holder(2)) });
    expect(node.calls).toHaveLength(2);
  });

  it('splits very large batches', async () => {
    const node = new FakeNode();
    const batcher = new MulticallBatcher(node, MULTICALL, { maxCallsPerBatch: 10 });
    await Promise.all(Array.from({ length: 25 }, (_, i) => batcher.call({ target: token, callData: balanceOf(holder(i + 1)) })));
    expect(node.calls).toHaveLength(3);
  });

  it('sends a split batch as one JSON-RPC batch when the node takes them, each part answered on its own', async () => {
    const node = new FakeNode();
    const sent: number[] = [];
    const batching: EthCaller = {
      call: (tx) => node.call(tx),
      callMany: async (txs) => {
        sent.push(txs.length);
        return Promise.allSettled(txs.map((tx, i) => (i === 1 ? Promise.reject(new Error('part failed')) : node.call(tx))));
      },
    };
    const batcher = new MulticallBatcher(batching, MULTICALL, { maxCallsPerBatch: 10 });
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => batcher.call({ target: token, callData: balanceOf(holder(i + 1)) })));
    expect(sent).toEqual([3]);
    expect(results.slice(0, 10).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results.slice(10, 20).every((r) => r.status === 'rejected')).toBe(true);
    expect(results.slice(20).every((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('fails only the failing call: allowFailure resolves, otherwise rejects with the revert data', async () => {
    const node = new FakeNode();
    const batcher = new MulticallBatcher(node, MULTICALL);
    const [good, tolerated, strict] = await Promise.allSettled([
      batcher.call({ target: token, callData: balanceOf(holder(1)) }),
      batcher.call({ target: BAD, callData: balanceOf(holder(2)), allowFailure: true }),
      batcher.call({ target: BAD, callData: balanceOf(holder(3)) }),
    ]);
    expect(node.calls).toHaveLength(1);
    expect(good).toMatchObject({ status: 'fulfilled', value: { success: true } });
    expect(tolerated).toEqual({ status: 'fulfilled', value: { success: false, returnData: revertData } });
    expect(strict.status).toBe('rejected');
    expect((strict as PromiseRejectedResult).reason).toMatchObject({ code: 'CALL_EXCEPTION', data: revertData });
    // every call goes out with allowFailure true, so one bad read cannot sink the batch
    const [requests] = multicall.decodeFunctionData('aggregate3', node.calls[0].data) as unknown as [
      Array<{ allowFailure: boolean }>,
    ];
    expect(requests.every((r) => r.allowFailure)).toBe(true);
  });

  it('rejects every caller of a batch when the node call itself fails', async () => {
    const node = new FakeNode();
    node.fail = new Error('connection refused');
    const batcher = new MulticallBatcher(node, MULTICALL);
    const settled = await Promise.allSettled([
      batcher.call({ target: token, callData: balanceOf(holder(1)) }),
      batcher.call({ target: token, callData: balanceOf(holder(2)), allowFailure: true }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});

import { type Interface, type JsonRpcProvider, type Result } from 'ethers';
import { Multicall3__factory } from '../../typechain-types';

export interface ViewCall {
  target: string;
  iface: Interface;
  method: string;
}

/** Calls per Multicall3 batch: one eth_call stays well inside a node's gas and size caps. */
const CALLS_PER_BATCH = 300;

/**
 * View calls at one block through Multicall3, in bounded batches; each call's decoded result, or
 * null when it reverted or did not decode (a token that does not answer).
 */
export async function viewCalls(provider: JsonRpcProvider, multicall: string, block: number, calls: readonly ViewCall[]): Promise<Array<Result | null>> {
  const contract = Multicall3__factory.connect(multicall, provider);
  const out: Array<Result | null> = [];
  for (let i = 0; i < calls.length; i += CALLS_PER_BATCH) {
    const part = calls.slice(i, i + CALLS_PER_BATCH);
    const results = await contract.aggregate3.staticCall(
      part.map((c) => ({ target: c.target, allowFailure: true, callData: c.iface.encodeFunctionData(c.method, []) })),
      { blockTag: block },
    );
    results.forEach((result, j) => {
      if (!result.success || result.returnData === '0x') return out.push(null);
      try {
        out.push(part[j]!.iface.decodeFunctionResult(part[j]!.method, result.returnData));
      } catch {
        out.push(null);
      }
    });
  }
  return out;
}

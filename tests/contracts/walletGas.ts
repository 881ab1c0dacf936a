/**
 * Sending a transaction the way the app does: estimate its gas, then send it with the app's headroom
 * (`withGasHeadroom`) as the gas limit, possibly after other transactions have changed the state in between. Uses Hardhat's
 * provider directly, so no test helper adds its own margin on top.
 */
import { BrowserProvider, type TransactionReceipt } from 'ethers';
import { withGasHeadroom } from '../../common/chain/gasHeadroom';

let raw: BrowserProvider | undefined;

function rawProvider(): BrowserProvider {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use: requiring hardhat boots its runtime environment
  const hre = require('hardhat') as { network: { provider: ConstructorParameters<typeof BrowserProvider>[0] } };
  raw ??= new BrowserProvider(hre.network.provider, 31337, { cacheTimeout: -1, pollingInterval: 50 });
  return raw;
}

/**
 * Estimates `data` sent from `from` to `to`, runs `between` (state changes a wallet cannot foresee), then
 * sends with `limitOf(estimate)`, the app's headroom unless told. Resolves with the receipt and the estimate;
 * a revert or out-of-gas rejects.
 */
export async function sendWithWalletEstimate(
  from: string,
  to: string,
  data: string,
  between?: () => Promise<void>,
  limitOf: (estimate: bigint) => bigint = withGasHeadroom,
): Promise<{ receipt: TransactionReceipt; estimate: bigint }> {
  const provider = rawProvider();
  const signer = await provider.getSigner(from);
  const estimate = await signer.estimateGas({ to, data });
  if (between) await between();
  const tx = await signer.sendTransaction({ to, data, gasLimit: limitOf(estimate) });
  const receipt = await tx.wait();
  if (!receipt || receipt.status !== 1) throw new Error(`transaction to ${to} failed with gas limit ${tx.gasLimit}`);
  return { receipt, estimate };
}

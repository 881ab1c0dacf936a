import { makeError } from 'ethers';

/** A CALL_EXCEPTION as ethers raises it when a wallet's gas estimate reverts, with only raw data. */
export function rawRevert(data: string) {
  return makeError('execution reverted (unknown custom error)', 'CALL_EXCEPTION', {
    action: 'estimateGas',
    data,
    reason: null,
    transaction: { to: '0x0000000000000000000000000000000000000001', data: '0x' },
    invocation: null,
    revert: null,
  });
}

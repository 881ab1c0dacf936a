import './swapTransactions';
import type { WalletSigner } from '../../shared/wallet/signer';
import type { AppThunk } from '../../shared/store/store';
import { config } from '../../config';
import { MAX_UINT256 } from '../../shared/lib/amounts';
import { notify } from '../../shared/toast/notify';
import { approveToken } from '../../shared/tx/approveToken';
import { runTransaction, type TransactionOutcome } from '../../shared/tx/runTransaction';
import { swapApi } from './api/swapApi';
import { checkSwapParams } from './lib/params';
import { isNative } from './lib/tokens';
import { selectSwapForm, swapConfirmed } from './swapSlice';

/** DESIGN.md section 5: which toast says what on the swap card. */
export const SWAP_TOASTS = {
  approveSuccess: 'Approval confirmed!',
  approveReverted: 'Approval failed',
  approveNotSent: 'Approve transaction failed',
  swapSuccess: 'Swap completed!',
  swapReverted: 'Swap failed',
  swapNotSent: 'Swap transaction failed',
  other: 'Transaction failed',
  noToken: 'No token selected',
} as const;

interface ApiTx {
  to: string;
  data: string;
  value: string;
  gas?: string | number;
}

/** Sends an API-built transaction; the wallet prices it (a stale API gas price could be too low). */
function sendApiTx(wallet: WalletSigner, tx: ApiTx) {
  return wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value || '0'),
    ...(tx.gas !== undefined && /^\d+$/.test(String(tx.gas)) && String(tx.gas) !== '0' ? { gasLimit: BigInt(String(tx.gas)) } : {}),
  });
}

/**
 * Approves the source token for the swap router: the typed amount, or 2^256−1 when 'Infinite
 * approval' is on. `requestId` names the send for the review modal that follows it.
 */
export function approveSource(requestId?: string): AppThunk<Promise<TransactionOutcome | null>> {
  return async (dispatch, getState) => {
    const form = selectSwapForm(getState());
    const { wallet } = getState();
    const token = form.srcToken;
    if (!token || isNative(token.address)) {
      notify.error(SWAP_TOASTS.noToken);
      return null;
    }
    const check = checkSwapParams(form.srcToken, form.dstToken ?? form.srcToken, form.srcAmount);
    const amount = form.infiniteApproval ? MAX_UINT256 : check.ok ? check.amount : null;
    if (amount === null) {
      notify.error(check.ok ? SWAP_TOASTS.other : check.error);
      return null;
    }
    const account = wallet.account ?? '';
    try {
      return await dispatch(
        approveToken({
          requestId,
          token: token.address,
          spender: config.swapRouter,
          owner: account,
          symbol: token.symbol,
          amount,
          ...(form.infiniteApproval ? {} : { shownAmount: { raw: amount.toString(), decimals: token.decimals } }),
          // the approval the API builds (1inch-shaped /v1/approve-tx), as every swap transaction is
          send: async (signer) => {
            const tx = await dispatch(
              swapApi.endpoints.getApproveTx.initiate(
                { tokenAddress: token.address, amount: amount.toString() },
                { subscribe: false, forceRefetch: true },
              ),
            ).unwrap();
            return sendApiTx(signer, tx);
          },
          messages: {
            success: SWAP_TOASTS.approveSuccess,
            failure: SWAP_TOASTS.approveReverted,
            sendFailure: SWAP_TOASTS.approveNotSent,
          },
        }),
      );
    } catch (error) {
      console.error('Approval failed unexpectedly', error);
      notify.error(SWAP_TOASTS.other);
      return null;
    }
  };
}

/**
 * Builds the swap through /v1/swap-tx and sends it. A confirmed swap refreshes balances and
 * clears the amounts; a rejection in the wallet changes nothing on the form.
 */
export function executeSwap(requestId?: string): AppThunk<Promise<TransactionOutcome | null>> {
  return async (dispatch, getState) => {
    const form = selectSwapForm(getState());
    const { wallet } = getState();
    const { srcToken: src, dstToken: dst } = form;
    const check = checkSwapParams(src, dst, form.srcAmount);
    if (!check.ok || !src || !dst) {
      notify.error(check.ok ? SWAP_TOASTS.other : check.error);
      return null;
    }
    const account = wallet.account ?? '';
    try {
      const outcome = await dispatch(
        runTransaction({
          requestId,
          info: {
            type: 'swap',
            inputToken: src.address,
            outputToken: dst.address,
            inputSymbol: src.symbol,
            outputSymbol: dst.symbol,
            input: { raw: check.amount.toString(), decimals: src.decimals },
          },
          send: async (signer) => {
            const { tx } = await dispatch(
              swapApi.endpoints.getSwapTx.initiate(
                {
                  src: src.address,
                  dst: dst.address,
                  amount: check.amount.toString(),
                  from: account,
                  slippage: form.slippage,
                  disableEstimate: false,
                  allowPartialFill: false,
                },
                { subscribe: false, forceRefetch: true },
              ),
            ).unwrap();
            return sendApiTx(signer, tx);
          },
          messages: {
            success: SWAP_TOASTS.swapSuccess,
            failure: SWAP_TOASTS.swapReverted,
            sendFailure: SWAP_TOASTS.swapNotSent,
          },
          // the wallet's balances (every token on screen) refresh with every write; the spent allowance here
          invalidate: { chain: [{ type: 'Allowance', id: src.address.toLowerCase() }] },
        }),
      );
      if (outcome.status === 'confirmed') dispatch(swapConfirmed({ received: dst }));
      return outcome;
    } catch (error) {
      console.error('Swap failed unexpectedly', error);
      notify.error(SWAP_TOASTS.other);
      return null;
    }
  };
}

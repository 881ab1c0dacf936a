import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { OutlinedTextField } from '../../../shared/ui/OutlinedTextField';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../shared/store/hooks';
import { config } from '../../../config';
import { useTokenAllowanceQuery, useTokenBalanceQuery, useTokenInfoQuery } from '../../../shared/chain/chainApi';
import { formatAmount, formatBalance, formatUnits, sanitizeAmountInput, tryParseUnits } from '../../../shared/lib/amounts';
import { useWalletChooser } from '../../../shared/ui/walletChooserContext';
import { InlineError } from '../../../shared/ui/InlineError';
import { readFailure } from '../../../shared/api/readFailure';
import { selectPendingInfo } from '../../../shared/tx';
import { useWallet } from '../../../shared/wallet';
import { paymentTokenAddress, useBondBuyerInfoQuery, useBondQuoteQuery } from '../api';
import type { BondSale } from '../api/types';
import { currencySymbol, formatPayment, isNativeCurrency, tokenDecimalsOrDefault } from '../lib/currency';
import {
  approveDisabled,
  buyBlocker,
  buyDisabled,
  capBlocker,
  isQuoteExpired,
  limitingHourLeft,
  maxBuyableTokens,
  needsApproval,
  quoteSecondsLeft,
} from '../lib/quoteRules';
import { formatTokenAmount, SALE_LIMIT_TEXTS } from '../lib/saleLimits';
import { availableTokens, isSaleEnded, purchaseLimits } from '../lib/saleRules';
import { useBuyAmount } from '../buy/useBuyAmount';
import { usePurchase } from '../buy/usePurchase';
import { BuyBoxNotices } from './BuyBoxNotices';
import { QuoteErrorPanel } from '../../../shared/ui/QuoteErrorPanel';
import { bondQuoteErrorTexts } from '../lib/quoteErrorTexts';
import { BOND_QUOTE_TTL_SECONDS } from '../../../../common/bond/quoteLifetime';
import { nextBlockSeconds } from '../../../shared/chain/clock/chainTime';
import { useChainClock } from '../../../shared/chain/clock/useChainNow';
import { pricingNotReadyMessage } from '../lib/pricingNotReady';
import { useUsdPrice } from '../../../shared/prices/useUsdPrice';
import { formatUsdValue, usdApprox } from '../../../shared/prices/usdValue';
import { UsdText } from '../../../shared/prices/UsdText';
import { paymentUsdPrice, tokensAtMarketUsd } from '../lib/saleUsd';
import { purchasedTokensText } from '../lib/buyReview';

export interface BuyBoxProps {
  sale: BondSale;
  /** the API's token decimals when the chain did not give them */
  apiTokenDecimals?: number;
  /** the API's current price (payment base units per whole token), for what MAX can afford */
  pricePerToken?: string;
  /** demo bonds render the box read-only */
  demo?: boolean;
  /** the sale price's failure, already shown beside the box: the quote's same failure is not repeated */
  priceError?: string | null;
  /** why the sale has no signable price yet (its price history is too short): shown in the box, Buy waits */
  notReady?: string | null;
  /** the platform paused buying with quotes on every sale */
  paused?: boolean;
}

/**
 * The buy box (SPEC sections 4, 5, 8): a token amount, a signed quote refetched every 5 s while
 * an amount is set, its seconds countdown, approve (USDT/USD1) and buy with the quote. Memoised:
 * the sale page draws again as each of its reads arrives, the box only when its own inputs change.
 */
export const BuyBox = memo(function BuyBox({ sale, apiTokenDecimals, pricePerToken, demo = false, priceError = null, notReady = null, paused = false }: BuyBoxProps) {
  const { openChooser } = useWalletChooser();
  const { account, isConnected } = useWallet();
  const { nowSeconds: now, nowMs } = useChainClock(1000);
  const saleKey = sale.saleId;
  const { amountText, settledText, setAmountText } = useBuyAmount(saleKey);

  const tokenDecimals = tokenDecimalsOrDefault(sale.tokenDecimals ?? apiTokenDecimals);
  const tokenSymbol = sale.tokenSymbol ?? 'tokens';
  const native = isNativeCurrency(sale.currency);
  const paymentToken = paymentTokenAddress(sale.currency);
  const ended = isSaleEnded(sale, now);
  const tokenAmount = tryParseUnits(settledText, tokenDecimals) ?? 0n;
  // only this box's own transactions make its buttons wait and spin
  const pending = useAppSelector((state) =>
    selectPendingInfo(state, { type: 'approve', token: paymentToken, spender: sale.saleAddress }, { type: 'buy', saleId: saleKey }),
  );
  const typedAmount = tryParseUnits(amountText, tokenDecimals) ?? 0n;

  const paymentInfo = useTokenInfoQuery(paymentToken, { skip: demo });
  const paymentSymbol = paymentInfo.data?.symbol ?? currencySymbol(sale.currency);
  const paymentDecimals = paymentInfo.data?.decimals ?? 18;
  const tokenUsdPrice = useUsdPrice(sale.token, { skip: demo });
  const payUsdPrice = paymentUsdPrice(sale.currency, useUsdPrice(paymentToken, { skip: demo }));

  const position = useBondBuyerInfoQuery(
    { saleId: sale.saleId, saleAddress: sale.saleAddress, buyer: account ?? '' },
    { skip: !isConnected || !account || demo || sale.maxPerBuyer === '0' },
  );
  const limits = purchaseLimits(sale, position.data?.amount ?? '0');
  const formatTokens = (raw: bigint) => formatTokenAmount(raw, tokenDecimals, tokenSymbol);
  const overCap = capBlocker(typedAmount, limits, formatTokens);
  // no quote is asked for while the sale's price says it cannot be signed yet: it comes back by itself
  const canQuote =
    isConnected && !!account && !demo && !ended && !paused && !notReady && tokenAmount > 0n && capBlocker(tokenAmount, limits, formatTokens) === null;
  const quote = useBondQuoteQuery(
    { saleId: sale.saleId, buyer: account ?? '', tokenAmount: tokenAmount.toString() },
    { skip: !canQuote, pollingInterval: config.timing.bondQuoteRefetch, refetchOnMountOrArgChange: true, skipPollingIfUnfocused: false },
  );
  const balance = useTokenBalanceQuery({ token: paymentToken, owner: account ?? '' }, { skip: !isConnected || !account || demo });
  const allowance = useTokenAllowanceQuery(
    { token: paymentToken, owner: account ?? '', spender: sale.saleAddress },
    { skip: !isConnected || !account || demo || native },
  );

  // the position's own failure shows beside the position (SaleDetailPage); these are the box's
  const walletReadFailure = readFailure([
    { lead: 'Failed to read balance', read: balance },
    { lead: 'Failed to fetch allowance', read: allowance },
  ]);

  // a quote only counts for exactly the amount in the box right now
  const current = canQuote && typedAmount === tokenAmount ? quote.currentData : undefined;
  const paymentAmount = current ? BigInt(current.quote.paymentAmount) : null;
  const deadline = current ? Number(current.quote.deadline) : null;
  // the buy is checked in the next block: its deadline counts against that block's best estimated
  // time, counted on from the quote's issue (the latest block lags on a chain that mines on demand)
  const quoteNow = nextBlockSeconds(
    now,
    nowMs,
    deadline !== null ? { readAt: deadline - BOND_QUOTE_TTL_SECONDS, receivedAt: quote.fulfilledTimeStamp ?? nowMs } : null,
  );
  const state = {
    connected: isConnected && !!account,
    isDemo: demo,
    saleEnded: ended,
    paused,
    tokenAmount: typedAmount,
    paymentAmount,
    quoteDeadline: deadline,
    nowSeconds: quoteNow,
    balance: balance.data !== undefined ? BigInt(balance.data) : null,
    paymentSymbol,
    allowance: native ? null : allowance.data !== undefined ? BigInt(allowance.data) : null,
    isNative: native,
    txPending: pending !== null,
    overCap,
  };
  const blocker = buyBlocker(state);
  const receiveUsd =
    typedAmount > 0n && !demo
      ? tokensAtMarketUsd({
          tokenAmount: typedAmount,
          tokenDecimals,
          tokenUsdPrice,
          quote: current && {
            paymentAmount: BigInt(current.quote.paymentAmount),
            paymentDecimals,
            paymentUsdPrice: payUsdPrice,
            discountBps: current.quote.discountBps,
            priceSource: current.quote.priceSource,
          },
        })
      : null;
  const hourLeft = limitingHourLeft(limits);
  const maxTokens = maxBuyableTokens(limits, {
    balance: state.balance,
    pricePerToken: pricePerToken !== undefined ? BigInt(pricePerToken) : null,
    tokenDecimals,
  });
  const showApprove = !native;
  // a not-ready answer keeps its sentence while it is asked again (its error stays during the refetch)
  const waiting = notReady ?? (canQuote && !current ? pricingNotReadyMessage(quote.error) : null);
  const quoteError = canQuote && !waiting && quote.isError && quote.error ? quote.error.message : null;
  // one sentence per failure: the panel (here or the price's beside the box) already says why there
  // is no quote, and the countdown row already says it expired
  const failureShown = quoteError !== null || priceError !== null || waiting !== null;
  const blockerText = blocker === 'Quote has expired' || (failureShown && blocker === 'No valid quote available') ? null : blocker;

  // Buy waits for the approval: say so, instead of a grey button with no reason
  const approveFirst = showApprove && state.connected && paymentAmount !== null && needsApproval(state) && !blocker;

  const { approve, buy } = usePurchase({
    sale,
    account,
    current,
    paymentAmount,
    paymentToken,
    paymentSymbol,
    paymentDecimals,
    tokenAmount: typedAmount,
    tokenDecimals,
    tokenSymbol,
    tokenUsdPrice,
    paymentUsdPrice: payUsdPrice,
    nowSeconds: now,
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="buy-box-title" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="buy-box-title" variant="h6" component="h2" gutterBottom>
        Buy {tokenSymbol}
      </Typography>
      <OutlinedTextField
        label="Token amount"
        value={amountText}
        onChange={(event) => {
          const accepted = sanitizeAmountInput(event.target.value, tokenDecimals);
          if (accepted !== null) setAmountText(accepted);
        }}
        disabled={demo || ended}
        fullWidth
        placeholder="0.0"
        helperText={`Available: ${formatAmount(availableTokens(sale.soldTokens, sale.hardCap), tokenDecimals, 2)} ${tokenSymbol}`}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {state.connected && !demo && !ended && (
                  <Button size="small" onClick={() => setAmountText(formatUnits(maxTokens, tokenDecimals))} disabled={maxTokens === 0n}>
                    MAX
                  </Button>
                )}
                {tokenSymbol}
              </InputAdornment>
            ),
          },
        }}
      />

      <Box sx={{ mt: 2, display: 'grid', gap: 0.75 }}>
        {typedAmount > 0n && !demo && (
          <Row label="You receive" testId="buy-receive">
            {purchasedTokensText(typedAmount, tokenDecimals, tokenSymbol)}
            <UsdText text={receiveUsd === null ? null : `≈ ${formatUsdValue(receiveUsd)} at market`} testId="buy-receive-usd" />
          </Row>
        )}
        <Row label="You pay">
          {paymentAmount !== null ? (
            <>
              {`${formatPayment(paymentAmount, sale.currency, paymentDecimals)} ${paymentSymbol}`}
              <UsdText text={usdApprox(paymentAmount, paymentDecimals, payUsdPrice)} testId="buy-pay-usd" />
            </>
          ) : canQuote && quote.isFetching ? (
            <CircularProgress size={14} aria-label="Fetching quote" />
          ) : (
            '—'
          )}
        </Row>
        {deadline !== null && (
          <Row label="Quote">
            {isQuoteExpired(deadline, quoteNow) ? 'Quote has expired' : `Expires in ${quoteSecondsLeft(deadline, quoteNow)}s`}
          </Row>
        )}
        {!demo && !ended && hourLeft !== null && (
          <Row label={SALE_LIMIT_TEXTS.hourLeft} testId="hour-left">
            {formatTokens(hourLeft)}
          </Row>
        )}
        {state.connected && !demo && limits.buyerLeft !== null && position.data && (
          <Row label={SALE_LIMIT_TEXTS.buyerLeft} testId="buyer-left">
            {formatTokens(limits.buyerLeft)}
          </Row>
        )}
        {state.connected && !demo && (
          <Row label={`${paymentSymbol} balance`}>
            {balance.data !== undefined ? formatBalance(balance.data, paymentDecimals) : '—'}
          </Row>
        )}
      </Box>

      {walletReadFailure && (
        <InlineError onRetry={walletReadFailure.retry} retrying={walletReadFailure.retrying} sx={{ mt: 2 }}>
          {walletReadFailure.sentence}
        </InlineError>
      )}

      {waiting && (
        <Alert severity="info" role="status" sx={{ mt: 2 }} data-testid="pricing-not-ready">
          {waiting}
        </Alert>
      )}

      {quoteError && quoteError !== priceError && (
        <Box sx={{ mt: 2 }}>
          <QuoteErrorPanel texts={bondQuoteErrorTexts(quoteError)} retry={{ onRetry: quote.refetch, retrying: quote.isFetching }} />
        </Box>
      )}

      <BuyBoxNotices blocker={blocker} blockerText={blockerText} onConnect={openChooser} />

      <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
        {showApprove && (
          <Button
            variant="outlined"
            fullWidth
            onClick={approve}
            disabled={approveDisabled(state)}
            startIcon={pending?.type === 'approve' ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {pending?.type === 'approve' ? 'Approving…' : `Approve ${paymentSymbol}`}
          </Button>
        )}
        <Button
          variant="contained"
          fullWidth
          onClick={buy}
          disabled={buyDisabled(state)}
          aria-describedby={approveFirst ? 'buy-approve-first' : undefined}
          startIcon={pending?.type === 'buy' ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          Buy
        </Button>
      </Box>
      {approveFirst && (
        <Typography id="buy-approve-first" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="buy-approve-first">
          {pending?.type === 'approve' ? `Approving ${paymentSymbol}: Buy opens once the approval is confirmed.` : `Approve ${paymentSymbol} first: Buy spends this allowance.`}
        </Typography>
      )}
      {showApprove && state.connected && paymentAmount !== null && !needsApproval(state) && !blocker && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Allowance covers this payment.
        </Typography>
      )}
    </Paper>
  );
});

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

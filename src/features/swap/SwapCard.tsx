import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { NATIVE_TOKEN_ADDRESS } from '../../config';
import { errorMessage } from '../../shared/errors/mapError';
import { WRONG_CHAIN_MESSAGE } from '../../shared/wallet/networkTexts';
import { notify } from '../../shared/toast/notify';
import { useWalletChooser } from '../../shared/ui/walletChooserContext';
import { useWallet } from '../../shared/wallet/useWallet';
import { switchToTargetChain } from '../../shared/wallet/walletActions';
import { AmountBox } from './components/AmountBox';
import { swapQuoteErrorTexts } from './lib/quoteErrorTexts';
import { SwapHeader } from './components/SwapHeader';
import { SwapNotices } from './components/SwapNotices';
import { SwapSkeleton } from './components/SwapSkeleton';
import { ValueDifference } from './components/ValueDifference';
import { useSwapQuote, useSwapTokens } from './hooks';
import { SwapLinkSync } from './components/SwapLinkSync';
import { swapButtonState } from './lib/buttonState';
import { maxInputText } from './lib/maxAmount';
import { formatNetworkFee, formatSwapAmount } from './lib/quoteMath';
import { isNative, nativeTokenOfBuild } from './lib/tokens';
import { PricesProvider, usePrices } from '../../shared/prices/PricesProvider';
import {
  dstTokenSelected,
  flipped,
  infiniteApprovalToggled,
  receivedTokenDismissed,
  sameFormBesidesLink,
  selectSwapForm,
  slippageChanged,
  slippageAutoChosen,
  deadlineChanged,
  srcAmountChanged,
  srcTokenSelected,
  tokenImported,
} from './swapSlice';
import { withImportedTokens } from './lib/importedTokens';
import { selectSwapRunning } from './swapRunning';
import { localStorageOrUndefined, saveDeadlineMinutes, saveSlippageSetting } from './lib/rememberedSlippage';
import { useSwapFunds } from './useSwapFunds';
import { useSwapReview } from './useSwapReview';
import { useSwapValuation } from './useSwapValuation';

// Loaded on first use: a visitor's first paint of `/` does not pay for the modal's inputs and list.
const TokenPicker = lazy(() => import('./components/TokenPicker'));
// Shown only to a connected wallet with a token to approve: a visitor never loads Checkbox.
const InfiniteApprovalToggle = lazy(() => import('./components/InfiniteApprovalToggle'));
// Failure panels and the after-swap offer (all MUI Alerts): loaded only when there is one to show.
const QuoteErrorPanel = lazy(() => import('../../shared/ui/QuoteErrorPanel').then((module) => ({ default: module.QuoteErrorPanel })));
const TokensUnavailable = lazy(() => import('./components/TokensUnavailable').then((module) => ({ default: module.TokensUnavailable })));
// Only with a quote: the rate line and its folded rows come after the first paint of `/`.
const SwapDetails = lazy(() => import('./components/SwapDetails'));
const AddToWalletOffer = lazy(() => import('./components/AddToWalletOffer').then((module) => ({ default: module.AddToWalletOffer })));

/**
 * The swap card on `/` (SPEC section 2 'Swap screen'). The landing page's section around it
 * carries id="swap" (the header link's anchor exists before this chunk arrives), so the card
 * itself has no id: two elements with one id would break the anchor.
 */
export default function SwapCard() {
  return (
    <PricesProvider>
      <Paper
        elevation={0}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480, mx: 'auto', borderRadius: 4, border: 1, borderColor: 'divider' }}
      >
        <SwapCardBody />
      </Paper>
    </PricesProvider>
  );
}

type PickerSide = 'src' | 'dst' | null;

function SwapCardBody() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectSwapForm, sameFormBesidesLink);
  const running = useAppSelector(selectSwapRunning);
  const { srcToken, dstToken, srcAmount, slippage } = form;
  const wallet = useWallet();
  const chooser = useWalletChooser();
  const { prices } = usePrices();
  const tokensQuery = useSwapTokens();
  const listed = tokensQuery.data;
  // the list's tokens and the ones imported by address on this chain: picked, priced and read alike
  const tokens = useMemo(() => (listed ? withImportedTokens(listed, form.importedTokens) : undefined), [listed, form.importedTokens]);
  const quote = useSwapQuote();
  const [picker, setPicker] = useState<PickerSide>(null);
  const [pickerSide, setPickerSide] = useState<Exclude<PickerSide, null>>('src');
  // mounted from the first open on, so the modal can animate its close
  const [pickerUsed, setPickerUsed] = useState(false);

  const { balances, balancesFailed, retryBalances, allowance, allowanceFailed, amount, srcBalance, dstBalance } = useSwapFunds(
    tokens,
    srcToken,
    dstToken,
    srcAmount,
  );
  const { dstAmount, isWrap, values, priceImpact, impactLevel, routes } = useSwapValuation({
    srcToken,
    dstToken,
    amount,
    quote,
    prices,
    tokens,
  });

  const button = swapButtonState({
    connected: wallet.isConnected,
    wrongChain: wallet.isWrongChain,
    hasSrcToken: !!srcToken,
    hasDstToken: !!dstToken,
    srcSymbol: srcToken?.symbol ?? '',
    amount,
    balance: srcBalance === null ? null : BigInt(srcBalance),
    isNativeSrc: !!srcToken && isNative(srcToken.address),
    allowance,
    hasQuote: quote.quote !== null,
    quoteLoading: quote.quoteLoading,
    running,
  });

  // the side stays set while the modal closes, so its title and selection do not flicker
  const openPicker = (side: Exclude<PickerSide, null>) => {
    setPickerSide(side);
    setPicker(side);
    setPickerUsed(true);
  };

  const feeText = quote.quote ? formatNetworkFee(quote.quote.gas, quote.quote.gasPrice, prices[NATIVE_TOKEN_ADDRESS]) : '';

  const openSwapReview = useSwapReview({ srcToken, dstToken, amount, dstAmount, values, slippage, slippageAuto: form.slippageAuto, feeText, priceImpact, isWrap, routes });

  const onAction = async () => {
    switch (button.action) {
      case 'connect':
        chooser.openChooser();
        return;
      case 'switchChain':
        try {
          await switchToTargetChain();
        } catch (error) {
          notify.error(errorMessage(error, WRONG_CHAIN_MESSAGE));
        }
        return;
      case 'approve':
      case 'swap':
        openSwapReview(button.action === 'approve');
        return;
      default:
    }
  };

  if (!tokens && tokensQuery.isError) {
    return (
      <Suspense fallback={<SwapSkeleton />}>
        <TokensUnavailable error={tokensQuery.error} onRetry={() => void tokensQuery.refetch()} retrying={tokensQuery.isFetching} />
      </Suspense>
    );
  }

  const busy = running !== null;
  // Until the list arrives the card is drawn whole with BNB as its source (the build's entry): the
  // prerendered page is the card itself, and the list's arrival changes a few nodes, not the card.
  const shownSrc = srcToken ?? (tokens ? null : nativeTokenOfBuild());

  return (
    <>
      <SwapLinkSync tokens={tokens} />
      <SwapHeader
        srcToken={srcToken}
        dstToken={dstToken}
        settings={{
          slippage,
          auto: form.slippageAuto,
          deadlineMinutes: form.deadlineMinutes,
          onChange: (setting) => {
            dispatch(setting.auto ? slippageAutoChosen() : slippageChanged(setting.percent));
            saveSlippageSetting(localStorageOrUndefined(), setting);
          },
          onDeadlineChange: (minutes) => {
            dispatch(deadlineChanged(minutes));
            saveDeadlineMinutes(localStorageOrUndefined(), minutes);
          },
        }}
      />

      <AmountBox
        label="You pay"
        token={shownSrc}
        value={srcAmount}
        onChange={(value) => dispatch(srcAmountChanged(value))}
        onPickToken={() => openPicker('src')}
        balance={srcBalance}
        onMax={
          srcToken && srcBalance !== null
            ? () => dispatch(srcAmountChanged(maxInputText(srcBalance, isNative(srcToken.address), srcToken.decimals)))
            : undefined
        }
        usdValue={amount !== null && amount > 0n ? (values?.srcUsd ?? null) : null}
      />

      <Box sx={{ display: 'flex', justifyContent: 'center', my: -1.25, position: 'relative', zIndex: 1 }}>
        <IconButton
          aria-label="Flip tokens"
          onClick={() => dispatch(flipped())}
          disabled={busy}
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <SwapVertIcon />
        </IconButton>
      </Box>

      <AmountBox
        label="You receive"
        token={dstToken}
        value={dstToken && dstAmount !== null ? formatSwapAmount(dstAmount, dstToken.decimals) : ''}
        onPickToken={() => openPicker('dst')}
        balance={dstBalance}
        loading={quote.quoteLoading && quote.quote === null}
        usdValue={dstAmount !== null ? (values?.dstUsd ?? null) : null}
        usdNote={
          dstAmount !== null && values?.diffPercent !== null && values?.diffPercent !== undefined ? (
            <ValueDifference percent={values.diffPercent} impactLevel={impactLevel} />
          ) : null
        }
      />

      {srcToken && dstToken && amount !== null && dstAmount !== null && quote.quote && (
        <Suspense fallback={null}>
          <SwapDetails
            src={srcToken}
            dst={dstToken}
            srcAmount={amount}
            dstAmount={dstAmount}
            slippage={slippage}
            slippageAuto={form.slippageAuto}
            feeText={feeText}
            priceImpact={priceImpact}
            isWrap={isWrap}
            routes={routes}
          />
        </Suspense>
      )}

      {quote.quoteError && (
        <Suspense fallback={null}>
          <QuoteErrorPanel texts={swapQuoteErrorTexts(quote.quoteError, quote.quoteErrorDetail)} sx={{ mt: 1.5 }} />
        </Suspense>
      )}
      <SwapNotices
        allowanceFailed={allowanceFailed}
        balancesFailed={balancesFailed}
        onRetryBalances={retryBalances}
        hasQuote={quote.quote !== null}
        impactLevel={impactLevel}
        priceImpact={priceImpact}
      />

      {button.showInfiniteApproval && (
        <Suspense fallback={null}>
          <InfiniteApprovalToggle
            checked={form.infiniteApproval}
            disabled={running?.action === 'approve'}
            onChange={(checked) => dispatch(infiniteApprovalToggled(checked))}
          />
        </Suspense>
      )}

      <Button
        fullWidth
        size="large"
        variant="contained"
        // a price impact that needs a typed confirmation shows its danger before the review opens
        color={button.danger || (button.action === 'swap' && impactLevel === 'confirm') ? 'error' : 'primary'}
        disabled={button.disabled}
        onClick={() => void onAction()}
        data-testid="swap-action"
        sx={{ mt: button.showInfiniteApproval ? 0.5 : 2, py: 1.5, fontSize: '1.05rem' }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {button.label}
      </Button>

      {form.receivedToken && !isNative(form.receivedToken.address) && (
        <Suspense fallback={null}>
          <AddToWalletOffer token={form.receivedToken} onDismiss={() => dispatch(receivedTokenDismissed())} />
        </Suspense>
      )}

      {/* a token button pressed before the list arrives opens the picker once it has */}
      <Suspense fallback={null}>
        {pickerUsed && tokens && (
          <TokenPicker
            open={picker !== null}
            title={pickerSide === 'src' ? 'Select a token to pay' : 'Select a token to receive'}
            tokens={tokens}
            balances={balances}
            prices={prices}
            selected={pickerSide === 'src' ? srcToken : dstToken}
            other={pickerSide === 'src' ? { token: dstToken, side: 'You receive' } : { token: srcToken, side: 'You pay' }}
            imported={form.importedTokens}
            onSelect={(token) => dispatch(pickerSide === 'src' ? srcTokenSelected(token) : dstTokenSelected(token))}
            onImport={(token) => dispatch(tokenImported(token))}
            onClose={() => setPicker(null)}
          />
        )}
      </Suspense>
    </>
  );
}

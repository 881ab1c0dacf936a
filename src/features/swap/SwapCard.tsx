import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { errorMessage } from '../../shared/errors/mapError';
import { tryParseUnits } from '../../shared/lib/amounts';
import { notify } from '../../shared/toast/notify';
import { useWalletChooser } from '../../shared/ui/walletChooserContext';
import { useNativeBalance } from '../../shared/wallet/useNativeBalance';
import { useWallet } from '../../shared/wallet/useWallet';
import { getActiveProvider, switchToTargetChain } from '../../shared/wallet/walletActions';
import { useGetAllowanceQuery, useGetBalancesQuery } from './api/swapApi';
import { AmountBox } from './components/AmountBox';
import { QuoteErrorPanel } from './components/QuoteErrorPanel';
import { SlippageSettings } from './components/SlippageSettings';
import { SwapDetails } from './components/SwapDetails';
import { SwapSkeleton } from './components/SwapSkeleton';
import { useSwapQuote, useSwapTokens } from './hooks';
import { swapButtonState } from './lib/buttonState';
import { maxInputText } from './lib/maxAmount';
import { presetSearch, resolvePresetToken } from './lib/params';
import { describeRoutes } from './lib/route';
import { compareValues, formatNetworkFee, formatPercent, formatReceive, priceImpactLevel } from './lib/quoteMath';
import { isNative, sameAddress, type Balances, type SwapToken } from './lib/tokens';
import { PricesProvider, usePrices } from './PricesProvider';
import { approveSource, executeSwap } from './swapActions';
import {
  dstTokenSelected,
  flipped,
  infiniteApprovalToggled,
  receivedTokenDismissed,
  selectSwapForm,
  slippageChanged,
  srcAmountChanged,
  srcTokenSelected,
  tokensPreset,
} from './swapSlice';

const NO_BALANCES: Balances = {};

// Loaded on first use: a visitor's first paint of `/` does not pay for the modal's inputs and list.
const TokenPicker = lazy(() => import('./components/TokenPicker'));
const ImpactConfirmDialog = lazy(() => import('./components/ImpactConfirmDialog'));

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
  const form = useAppSelector(selectSwapForm);
  const { srcToken, dstToken, srcAmount, slippage } = form;
  const wallet = useWallet();
  const nativeBalance = useNativeBalance();
  const chooser = useWalletChooser();
  const { prices } = usePrices();
  const tokensQuery = useSwapTokens();
  const tokens = tokensQuery.data;
  const quote = useSwapQuote();
  const [picker, setPicker] = useState<PickerSide>(null);
  const [pickerSide, setPickerSide] = useState<Exclude<PickerSide, null>>('src');
  // mounted from the first open on, so the modal can animate its close
  const [pickerUsed, setPickerUsed] = useState(false);
  const [confirmImpact, setConfirmImpact] = useState(false);

  // Presets from /?inputCurrency=…&outputCurrency=… (applied again when a new link is followed),
  // BNB as the default source.
  const search = window.location.search;
  useEffect(() => {
    if (!tokens || form.appliedPreset === search) return;
    const params = new URLSearchParams(search);
    const preset = resolvePresetToken(params.get('inputCurrency'), tokens);
    const src = preset ?? (form.srcToken ? null : (tokens.find((t) => isNative(t.address)) ?? null));
    const dst = resolvePresetToken(params.get('outputCurrency'), tokens);
    dispatch(tokensPreset({ src, dst, search }));
  }, [tokens, search, form.appliedPreset, form.srcToken, dispatch]);

  const account = wallet.isConnected ? wallet.account : null;
  const balancesQuery = useGetBalancesQuery(account ?? skipToken);
  // a failed balance fetch shows empty balances (SPEC section 8)
  const balances = (account && !balancesQuery.isError ? balancesQuery.data : undefined) ?? NO_BALANCES;

  const needsAllowance = !!account && !wallet.isWrongChain && !!srcToken && !isNative(srcToken.address);
  const allowanceQuery = useGetAllowanceQuery(
    needsAllowance && srcToken && account ? { tokenAddress: srcToken.address, walletAddress: account } : skipToken,
  );
  const allowance = !needsAllowance
    ? null
    : allowanceQuery.isError
      ? 0n // 'Failed to fetch allowance' counts as 0 (SPEC section 8)
      : allowanceQuery.data !== undefined && !allowanceQuery.isFetching
        ? BigInt(allowanceQuery.data)
        : null;

  const amount = srcToken ? tryParseUnits(srcAmount, srcToken.decimals) : null;
  const balanceOf = (token: SwapToken | null): string | null => {
    if (!token || !account) return null;
    const fromApi = balances[token.address.toLowerCase()];
    if (fromApi !== undefined) return fromApi;
    if (isNative(token.address) && nativeBalance !== null) return nativeBalance;
    return balancesQuery.isSuccess || balancesQuery.isError ? '0' : null;
  };
  const srcBalance = balanceOf(srcToken);
  const dstBalance = balanceOf(dstToken);

  const dstAmount = quote.dstAmount !== null ? BigInt(quote.dstAmount) : null;
  const isWrap =
    !!srcToken &&
    !!dstToken &&
    ((isNative(srcToken.address) && sameAddress(dstToken.address, config.contracts.wbnb)) ||
      (isNative(dstToken.address) && sameAddress(srcToken.address, config.contracts.wbnb)));

  const values = useMemo(
    () =>
      srcToken && dstToken && amount !== null
        ? compareValues(
            amount,
            srcToken.decimals,
            prices[srcToken.address.toLowerCase()],
            dstAmount,
            dstToken.decimals,
            prices[dstToken.address.toLowerCase()],
          )
        : null,
    [srcToken, dstToken, amount, dstAmount, prices],
  );
  // The chosen route's own impact when the API sends it; else the loss against the USD prices.
  const routeImpact = quote.quote?.priceImpact !== undefined ? Number(quote.quote.priceImpact) : NaN;
  const priceImpact = isWrap ? null : Number.isFinite(routeImpact) ? routeImpact : (values?.priceImpact ?? null);
  const routes = useMemo(
    () => describeRoutes(quote.quote?.protocols, (address) => tokens?.find((t) => t.address.toLowerCase() === address)?.symbol),
    [quote.quote, tokens],
  );
  const impactLevel = priceImpactLevel(priceImpact);

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
    approvePhase: form.approvePhase,
    swapPhase: form.swapPhase,
  });

  // the side stays set while the modal closes, so its title and selection do not flicker
  const openPicker = (side: Exclude<PickerSide, null>) => {
    setPickerSide(side);
    setPicker(side);
    setPickerUsed(true);
  };

  const onAction = async () => {
    switch (button.action) {
      case 'connect':
        chooser.openChooser();
        return;
      case 'switchChain':
        try {
          await switchToTargetChain();
        } catch (error) {
          notify.error(errorMessage(error, 'Please switch to BSC Mainnet'));
        }
        return;
      case 'approve':
        await dispatch(approveSource());
        return;
      case 'swap':
        if (impactLevel === 'confirm') setConfirmImpact(true);
        else await dispatch(executeSwap());
        return;
      default:
    }
  };

  if (!tokens) {
    if (tokensQuery.isError) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tokensQuery.refetch()}>
              Retry
            </Button>
          }
        >
          {(tokensQuery.error as { message?: string } | undefined)?.message ?? 'Failed to fetch tokens'}
        </Alert>
      );
    }
    return <SwapSkeleton />;
  }

  const busy = form.swapPhase !== 'idle' || form.approvePhase !== 'idle';

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h5" component="h2">
          Swap
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton
            size="small"
            aria-label="Copy link to this pair"
            disabled={!srcToken && !dstToken}
            onClick={() => {
              const link = `${window.location.origin}/${presetSearch(srcToken, dstToken)}`;
              void navigator.clipboard?.writeText(link).then(
                () => notify.success('Link copied'),
                () => notify.error('Could not copy the link'),
              );
            }}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
          <SlippageSettings slippage={slippage} onChange={(value) => dispatch(slippageChanged(value))} />
        </Box>
      </Box>

      <AmountBox
        label="You pay"
        token={srcToken}
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
        value={dstToken && dstAmount !== null ? formatReceive(dstAmount, dstToken.decimals) : ''}
        onPickToken={() => openPicker('dst')}
        balance={dstBalance}
        loading={quote.quoteLoading && quote.quote === null}
        usdValue={dstAmount !== null ? (values?.dstUsd ?? null) : null}
        usdNote={
          dstAmount !== null && values?.diffPercent !== null && values?.diffPercent !== undefined ? (
            <Typography
              variant="body2"
              data-testid="value-difference"
              sx={{ color: impactLevel === 'none' ? 'text.secondary' : impactLevel === 'warning' ? 'warning.main' : 'error.main' }}
            >
              ({formatPercent(values.diffPercent)})
            </Typography>
          ) : null
        }
      />

      {srcToken && dstToken && amount !== null && dstAmount !== null && quote.quote && (
        <SwapDetails
          src={srcToken}
          dst={dstToken}
          srcAmount={amount}
          dstAmount={dstAmount}
          slippage={slippage}
          feeText={formatNetworkFee(quote.quote.gas, quote.quote.gasPrice, prices[NATIVE_TOKEN_ADDRESS])}
          priceImpact={priceImpact}
          isWrap={isWrap}
          routes={routes}
        />
      )}

      {quote.quoteError && <QuoteErrorPanel error={quote.quoteError} detail={quote.quoteErrorDetail} />}
      {needsAllowance && allowanceQuery.isError && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }} role="status">
          Failed to fetch allowance
        </Typography>
      )}
      {account && balancesQuery.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          Balances are unavailable right now.
        </Typography>
      )}
      {impactLevel !== 'none' && quote.quote && (
        <Alert severity={impactLevel === 'confirm' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
          {impactLevel === 'confirm'
            ? `Very high price impact (${priceImpact?.toFixed(2)}%). You will be asked to confirm this swap.`
            : `High price impact (${priceImpact?.toFixed(2)}%). You may receive noticeably less value.`}
        </Alert>
      )}

      {button.showInfiniteApproval && (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              size="small"
              checked={form.infiniteApproval}
              disabled={form.approvePhase !== 'idle'}
              onChange={(e) => dispatch(infiniteApprovalToggled(e.target.checked))}
            />
          }
          label="Infinite approval"
        />
      )}

      <Button
        fullWidth
        size="large"
        variant="contained"
        color={button.danger ? 'error' : 'primary'}
        disabled={button.disabled}
        onClick={() => void onAction()}
        sx={{ mt: button.showInfiniteApproval ? 0.5 : 2, py: 1.5, fontSize: '1.05rem' }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {button.label}
      </Button>

      {form.receivedToken && !isNative(form.receivedToken.address) && (
        <AddToWalletOffer token={form.receivedToken} onDismiss={() => dispatch(receivedTokenDismissed())} />
      )}

      <Suspense fallback={null}>
        {pickerUsed && (
          <TokenPicker
            open={picker !== null}
            title={pickerSide === 'src' ? 'Select a token to pay' : 'Select a token to receive'}
            tokens={tokens}
            balances={balances}
            prices={prices}
            selected={pickerSide === 'src' ? srcToken : dstToken}
            onSelect={(token) => dispatch(pickerSide === 'src' ? srcTokenSelected(token) : dstTokenSelected(token))}
            onClose={() => setPicker(null)}
          />
        )}
      </Suspense>

      {confirmImpact && (
        <Suspense fallback={null}>
          <ImpactConfirmDialog
            open={confirmImpact}
            priceImpact={priceImpact}
            onCancel={() => setConfirmImpact(false)}
            onConfirm={() => {
              setConfirmImpact(false);
              void dispatch(executeSwap());
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** After a swap: offer to show the received token in the wallet (wallet_watchAsset). */
function AddToWalletOffer({ token, onDismiss }: { token: SwapToken; onDismiss: () => void }) {
  const add = async () => {
    const provider = getActiveProvider();
    if (!provider) return;
    try {
      const image = token.logoURI ? new URL(token.logoURI, window.location.origin).toString() : undefined;
      await provider.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: { address: token.address, symbol: token.symbol, decimals: token.decimals, image } },
      });
      onDismiss();
    } catch (error) {
      console.debug('wallet_watchAsset declined', error);
    }
  };
  return (
    <Alert
      severity="success"
      sx={{ mt: 1.5 }}
      onClose={onDismiss}
      action={
        <Button color="inherit" size="small" onClick={() => void add()}>
          Add {token.symbol} to wallet
        </Button>
      }
    >
      Track {token.symbol} in your wallet?
    </Alert>
  );
}

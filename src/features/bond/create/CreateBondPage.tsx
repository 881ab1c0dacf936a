import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { config } from '../../../config';
import { useTokenAllowanceQuery, useTokenBalanceQuery, useTokenInfoQuery } from '../../../shared/chain/chainApi';
import { formatBalance, formatUnits } from '../../../shared/lib/amounts';
import { DescriptionField } from '../../../shared/metadata/DescriptionField';
import { LogoPicker } from '../../../shared/metadata/LogoPicker';
import { SocialLinkFields, type SocialLinkField } from '../../../shared/metadata/SocialLinkFields';
import { fileToBase64 } from '../../../shared/metadata/submitMetadata';
import { sessionStorageOrUndefined } from '../../../shared/lib/sessionStorage';
import { notify } from '../../../shared/toast/notify';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { useBondCreationFeeQuery } from '../api';
import { useBondTokenRouteQuery } from '../api/ownerApi';
import { currencySymbol } from '../lib/currency';
import { createBondButtonEnabled, createBondButtonLabel, createBondStep } from '../lib/createBondStep';
import {
  isTokenAddress,
  LOGO_ACCEPT,
  LOGO_HINT,
  MAX_DESCRIPTION_LENGTH,
  parseDiscountBps,
  parseMaxPerBuyer,
  parseMinPrice,
  requiredFieldsFilled,
  scaleTokenAmount,
  validateCreateBond,
  validateLogoFile,
  BOND_LOGO_RULE,
  vestingDaysToSeconds,
  type CreateBondError,
  type CreateBondField,
} from '../lib/createBondValidation';
import { approveBondToken, createBondAndMetadata, submitBondMetadata } from './createBondFlow';
import {
  completedDismissed,
  fieldChanged,
  logoChanged,
  persistCreateBond,
  selectCompletedSaleId,
  selectCreateBondFields,
  selectCreateBondLogo,
  selectCreateBondPhase,
  selectMetadataError,
  selectPendingSale,
  type CreateBondTextField,
} from './createBondSlice';

const PHASE_LABEL = {
  approving: 'Approving...',
  creating: 'Creating bond...',
  signing: 'Saving metadata...',
} as const;

const CURRENCIES = [
  { value: '0', label: 'BNB' },
  { value: '1', label: 'USDT' },
  { value: '2', label: 'USD1' },
] as const;

const LINKS: readonly SocialLinkField<'websiteUrl' | 'twitterUrl' | 'telegramUrl'>[] = [
  { key: 'websiteUrl', label: 'Website', placeholder: 'https://…' },
  { key: 'twitterUrl', label: 'Twitter', placeholder: 'https://x.com/…' },
  { key: 'telegramUrl', label: 'Telegram', placeholder: 'https://t.me/…' },
];

/** `/bond/create`: 'Launch Your Bond' — the form, then approve → create → sign → post. */
export default function CreateBondPage() {
  const dispatch = useAppDispatch();
  const { account, isConnected } = useWallet();
  const fields = useAppSelector(selectCreateBondFields);
  const logo = useAppSelector(selectCreateBondLogo);
  const phase = useAppSelector(selectCreateBondPhase);
  const pendingSale = useAppSelector(selectPendingSale);
  const metadataError = useAppSelector(selectMetadataError);
  const completedSaleId = useAppSelector(selectCompletedSaleId);
  const [showErrors, setShowErrors] = useState(false);

  // The text fields and a created-but-undocumented sale survive a reload until the metadata is saved.
  useEffect(() => {
    persistCreateBond(sessionStorageOrUndefined(), { fields, pendingSale });
  }, [fields, pendingSale]);

  const factory = config.contracts.bondFactory;
  const tokenAddress = fields.token.trim();
  const tokenValid = isTokenAddress(tokenAddress);
  const tokenInfo = useTokenInfoQuery(tokenAddress.toLowerCase(), { skip: !tokenValid });
  const balance = useTokenBalanceQuery({ token: tokenAddress.toLowerCase(), owner: account ?? '' }, { skip: !tokenValid || !account });
  const allowance = useTokenAllowanceQuery(
    { token: tokenAddress.toLowerCase(), owner: account ?? '', spender: factory },
    { skip: !tokenValid || !account },
  );
  const currency = Number(fields.currency);
  const decimals = tokenInfo.data?.decimals ?? null;
  const route = useBondTokenRouteQuery(
    { token: tokenAddress, currency, decimals: decimals ?? 18 },
    { skip: !tokenValid || decimals === null },
  );
  const fee = useBondCreationFeeQuery();
  const feeWei = fee.data ?? config.bondCreationFeeFallbackWei;

  const symbol = tokenInfo.data?.symbol ?? null;
  const maxTokensRaw = decimals === null ? null : scaleTokenAmount(fields.maxTokens, decimals);
  const requiredFilled = requiredFieldsFilled(fields);

  const errors = useMemo<CreateBondError[]>(() => {
    const list = validateCreateBond(fields, { connected: isConnected, tokenDecimals: decimals });
    if (tokenValid && tokenInfo.isError) list.push({ field: 'token', message: 'This address is not an ERC-20 token' });
    if (maxTokensRaw !== null && balance.data !== undefined && BigInt(balance.data) < maxTokensRaw) {
      list.push({ field: 'maxTokens', message: `Insufficient ${symbol ?? 'token'} balance` });
    }
    return list;
  }, [fields, isConnected, decimals, tokenValid, tokenInfo.isError, maxTokensRaw, balance.data, symbol]);

  const step = createBondStep({
    pendingSaleId: pendingSale?.saleId ?? null,
    requiredFilled,
    formValid: errors.length === 0,
    maxTokensRaw,
    allowance: allowance.data,
  });
  const busy = phase !== 'idle';
  const fieldError = (field: CreateBondField) => (showErrors ? errors.find((e) => e.field === field)?.message : undefined);
  const locked = busy || pendingSale !== null;

  const set = (field: CreateBondTextField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    dispatch(fieldChanged({ field, value: e.target.value }));

  const onLogo = async (file: File) => {
    const invalid = validateLogoFile(file, BOND_LOGO_RULE);
    if (invalid) {
      notify.error(invalid);
      return;
    }
    try {
      const { base64, mimeType } = await fileToBase64(file);
      dispatch(logoChanged({ base64, mimeType, fileName: file.name, size: file.size }));
    } catch {
      notify.error('Please upload a valid image file (PNG, JPG, SVG)');
    }
  };

  const onMain = async () => {
    if (step === 'metadata') {
      if (!pendingSale) return;
      await dispatch(submitBondMetadata(pendingSale, fields, logo));
      return;
    }
    if (step === 'check') {
      setShowErrors(true);
      if (errors.length > 0) notify.error(errors[0].message);
      return;
    }
    if (!account || maxTokensRaw === null || symbol === null) return;
    if (step === 'approve') {
      await dispatch(approveBondToken({ token: tokenAddress, symbol, owner: account, amount: maxTokensRaw }));
      return;
    }
    const vestingSeconds = vestingDaysToSeconds(fields.vestingDuration);
    const discountBps = parseDiscountBps(fields.discount);
    const minPricePerToken = parseMinPrice(fields.minPrice);
    const maxPerBuyer = decimals === null ? null : parseMaxPerBuyer(fields.maxPerBuyer, decimals);
    if (vestingSeconds === null || discountBps === null || minPricePerToken === null || maxPerBuyer === null) return;
    await dispatch(
      createBondAndMetadata(
        {
          token: tokenAddress,
          symbol,
          currency,
          vestingSeconds,
          maxTokens: maxTokensRaw,
          discountBps,
          minPricePerToken,
          maxPerBuyer,
          feeWei: BigInt(feeWei),
          account,
        },
        fields,
        logo,
      ),
    );
  };

  const logoPreview = logo ? `data:${logo.mimeType};base64,${logo.base64}` : null;
  const label = busy ? PHASE_LABEL[phase as keyof typeof PHASE_LABEL] : createBondButtonLabel(step, symbol);
  const wrongSigner = pendingSale !== null && account !== null && pendingSale.owner !== account.toLowerCase();

  let tokenHelper: string = ' ';
  if (fieldError('token')) tokenHelper = fieldError('token')!;
  else if (tokenInfo.data) tokenHelper = `${tokenInfo.data.name} (${tokenInfo.data.symbol}), ${tokenInfo.data.decimals} decimals`;
  else if (tokenValid && tokenInfo.isFetching) tokenHelper = 'Reading the token…';
  else if (tokenValid && tokenInfo.isError) tokenHelper = 'This address is not an ERC-20 token';

  return (
    <Box component="section" aria-labelledby="create-bond-title" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography id="create-bond-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Launch Your Bond
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Offer your token at a discount; buyers pay now and receive it linearly over the vesting period.
      </Typography>

      {completedSaleId !== null && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => dispatch(completedDismissed())}>
          Bond #{completedSaleId} is live and its metadata is saved.{' '}
          <RouterLink to={`/bond/sales/${completedSaleId}`}>View bond</RouterLink> ·{' '}
          <RouterLink to={`/bond/project-sales/${completedSaleId}`}>Manage bond</RouterLink>
        </Alert>
      )}
      {pendingSale && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          Bond #{pendingSale.saleId} was created, but its metadata is not saved yet. Press ‘Save metadata’ to sign and save
          it again — no second bond is created.
          {wrongSigner && (
            <Box component="span" sx={{ display: 'block' }}>
              Connect with the creator wallet {pendingSale.owner} to sign it.
            </Box>
          )}
          {metadataError && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="metadata-error">
              Last attempt: {metadataError}
            </Box>
          )}
        </Alert>
      )}

      <Paper
        variant="outlined"
        component="form"
        aria-labelledby="bond-configuration-title"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5, borderRadius: 3 }}
      >
        <Typography id="bond-configuration-title" variant="h6" component="h2">
          Bond Configuration
        </Typography>
        <TextField
          label="Token address"
          value={fields.token}
          onChange={set('token')}
          placeholder="0x…"
          required
          disabled={locked}
          error={!!fieldError('token')}
          helperText={tokenHelper}
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 42, 'data-testid': 'token-address' } }}
        />
        {tokenInfo.data && account && (
          <Typography variant="body2" color="text.secondary" data-testid="token-balance">
            Your balance:{' '}
            {balance.data !== undefined ? `${formatBalance(balance.data, tokenInfo.data.decimals)} ${tokenInfo.data.symbol}` : '…'}
          </Typography>
        )}
        {route.currentData && !route.currentData.routed && (
          <Alert severity="warning" data-testid="no-route-warning">
            No DEX route found for {symbol} to {currencySymbol(currency)}: buyers could not get a price quote for this bond.
            Add liquidity for the token before launching.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Payment currency"
            value={fields.currency}
            onChange={set('currency')}
            disabled={locked}
            error={!!fieldError('currency')}
            helperText={fieldError('currency') ?? ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CURRENCIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="Vesting duration (days)"
            type="number"
            value={fields.vestingDuration}
            onChange={set('vestingDuration')}
            required
            disabled={locked}
            error={!!fieldError('vestingDuration')}
            helperText={fieldError('vestingDuration') ?? 'Tokens vest linearly from each purchase.'}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <TextField
            label={`Minimum price per token (${currencySymbol(currency)})`}
            value={fields.minPrice}
            onChange={set('minPrice')}
            required
            disabled={locked}
            error={!!fieldError('minPrice')}
            helperText={fieldError('minPrice') ?? 'No purchase is ever priced below this, whatever the market does.'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Max per buyer (optional)"
            value={fields.maxPerBuyer}
            onChange={set('maxPerBuyer')}
            disabled={locked}
            error={!!fieldError('maxPerBuyer')}
            helperText={fieldError('maxPerBuyer') ?? 'Most tokens one wallet may buy in total; empty for no cap.'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Max tokens"
            value={fields.maxTokens}
            onChange={set('maxTokens')}
            required
            disabled={locked}
            error={!!fieldError('maxTokens')}
            helperText={
              fieldError('maxTokens') ??
              (allowance.data !== undefined && tokenInfo.data
                ? `Approved for the bond factory: ${formatUnits(allowance.data, tokenInfo.data.decimals)} ${tokenInfo.data.symbol}`
                : 'Tokens offered; they move into the sale when it is created.')
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Discount (bp)"
            type="number"
            value={fields.discount}
            onChange={set('discount')}
            disabled={locked}
            error={!!fieldError('discount')}
            helperText={fieldError('discount') ?? '0–10000; 500 = 5% below the market price'}
            slotProps={{ htmlInput: { min: 0, max: 10000, step: 1 } }}
          />
        </Box>
        <DescriptionField
          value={fields.description}
          onChange={set('description')}
          maxLength={MAX_DESCRIPTION_LENGTH}
          errorText={fieldError('description')}
          disabled={busy}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <SocialLinkFields
            links={LINKS}
            values={fields}
            onChange={(field, value) => dispatch(fieldChanged({ field, value }))}
            errorFor={fieldError}
            disabled={busy}
          />
        </Box>
        <LogoPicker
          hasLogo={logo !== null}
          accept={LOGO_ACCEPT}
          onFile={onLogo}
          caption={logo ? logo.fileName : LOGO_HINT}
          preview={<TokenLogo src={logoPreview} symbol={symbol ?? '?'} size={56} />}
          disabled={busy}
        />

        <Typography variant="body2" color="text.secondary" data-testid="creation-fee">
          Creation fee: {formatUnits(feeWei, 18)} BNB
        </Typography>

        <Button
          variant="contained"
          size="large"
          onClick={onMain}
          disabled={!createBondButtonEnabled(step, requiredFilled, busy) || (step === 'metadata' && wrongSigner)}
        >
          {label}
        </Button>
      </Paper>
    </Box>
  );
}

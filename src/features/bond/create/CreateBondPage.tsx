import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { config } from '../../../config';
import { useTokenAllowanceQuery, useTokenBalanceQuery, useTokenInfoQuery } from '../../../shared/chain/chainApi';
import { formatBalance, formatUnits } from '../../../shared/lib/amounts';
import type { SocialLinkField } from '../../../shared/metadata/SocialLinkFields';
import { CreationFeeLine, ListingFormPaper } from '../../../shared/listing/ListingFormPaper';
import { ListingMetadataFields } from '../../../shared/listing/ListingMetadataFields';
import { fieldErrorLookup } from '../../../shared/listing/formRules';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { CreatedNotice } from '../../../shared/listing/CreatedNotice';
import { TokenAddressField, tokenSummary } from '../../../shared/listing/TokenAddressField';
import { usePersistedForm } from '../../../shared/listing/usePersistedForm';
import { fileToBase64 } from '../../../shared/metadata/submitMetadata';
import { keepLogoBytes, logoBytes, logoDataUrl, releaseLogoBytes } from '../../../shared/listing/pickedLogos';
import { sameAddress } from '../../../shared/lib/sameAddress';
import { notify } from '../../../shared/toast/notify';
import { useReview } from '../../../shared/review/ReviewProvider';
import { selectPendingInfo } from '../../../shared/tx';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { useBondCreationFeeQuery, useBondSaleDurationQuery } from '../api';
import { useBondTokenRouteQuery } from '../api/ownerApi';
import { currencySymbol } from '../lib/currency';
import { createBondButtonEnabled, createBondButtonLabel, createBondButtonReason } from '../lib/createBondButton';
import { createListingStep } from '../../../shared/listing/createListingStep';
import {
  isTokenAddress,
  LOGO_ACCEPT,
  LOGO_HINT,
  parseDiscountBps,
  defaultHourlyBudget,
  firstMissingFieldPrompt,
  maxPerPurchase,
  parseHourlyBudget,
  parseMaxPerBuyer,
  parseMinPrice,
  requiredFieldsFilled,
  SECONDS_PER_DAY,
  scaleTokenAmount,
  validateCreateBond,
  validateLogoFile,
  BOND_LOGO_RULE,
  vestingDaysToSeconds,
  type CreateBondError,
  type CreateBondField,
} from '../lib/createBondValidation';
import { createBondReviewContent, createBondTokensText, saleLengthText } from '../lib/createBondReview';
import { BondTermsFields } from './BondTermsFields';
import { approveBondToken, createBondAndMetadata, submitBondMetadata } from './createBondFlow';
import { completedDismissed, fieldChanged, logoChanged, createBondForm, selectCreateBondForm, type CreateBondTextField } from './createBondSlice';

/** The main button's label while one of its steps runs. */
const RUNNING_LABEL = {
  approve: 'Approving...',
  createSale: 'Creating bond...',
  metadata: 'Saving metadata...',
} as const;

const LINKS: readonly SocialLinkField<'websiteUrl' | 'twitterUrl' | 'telegramUrl'>[] = [
  { key: 'websiteUrl', label: 'Website', placeholder: 'https://…' },
  { key: 'twitterUrl', label: 'Twitter', placeholder: 'https://x.com/…' },
  { key: 'telegramUrl', label: 'Telegram', placeholder: 'https://t.me/…' },
];

/** `/bond/create`: 'Launch Your Bond' — the form, then approve → create → sign → post. */
export default function CreateBondPage() {
  const dispatch = useAppDispatch();
  const { account, isConnected } = useWallet();
  const form = useAppSelector(selectCreateBondForm);
  const { fields, logo, metadataError } = form;
  const pendingSale = form.pending;
  const completedSaleId = form.completedId;
  const [showErrors, setShowErrors] = useState(false);

  // The text fields and a created-but-undocumented sale survive a reload until the metadata is saved.
  usePersistedForm(createBondForm.persist, fields, pendingSale);

  const factory = config.contracts.bondFactory;
  const tokenAddress = fields.token.trim();
  const runningTx = useAppSelector((state) =>
    selectPendingInfo(state, { type: 'approve', token: tokenAddress, spender: factory }, { type: 'createSale' }),
  );
  const tokenValid = isTokenAddress(tokenAddress);
  // the reads below are used as `currentData`: once the address is cleared (a reset after a create)
  // `data` would keep the last token's name, balance and allowance on screen
  const tokenInfo = useTokenInfoQuery(tokenAddress.toLowerCase(), { skip: !tokenValid });
  const balance = useTokenBalanceQuery({ token: tokenAddress.toLowerCase(), owner: account ?? '' }, { skip: !tokenValid || !account });
  const allowance = useTokenAllowanceQuery(
    { token: tokenAddress.toLowerCase(), owner: account ?? '', spender: factory },
    { skip: !tokenValid || !account },
  );
  const currency = Number(fields.currency);
  const decimals = tokenInfo.currentData?.decimals ?? null;
  const route = useBondTokenRouteQuery(
    { token: tokenAddress, currency, decimals: decimals ?? 18 },
    { skip: !tokenValid || decimals === null },
  );
  const fee = useBondCreationFeeQuery();
  const saleDuration = useBondSaleDurationQuery();
  const feeWei = fee.data ?? config.bondCreationFeeFallbackWei;

  const symbol = tokenInfo.currentData?.symbol ?? null;
  const maxTokensRaw = decimals === null ? null : scaleTokenAmount(fields.maxTokens, decimals);
  const requiredFilled = requiredFieldsFilled(fields);

  const errors = useMemo<CreateBondError[]>(() => {
    const list = validateCreateBond(fields, { connected: isConnected, tokenDecimals: decimals });
    if (tokenValid && tokenInfo.isError) list.push({ field: 'token', message: 'This address is not an ERC-20 token' });
    if (maxTokensRaw !== null && balance.currentData !== undefined && BigInt(balance.currentData) < maxTokensRaw) {
      list.push({ field: 'maxTokens', message: `Insufficient ${symbol ?? 'token'} balance` });
    }
    return list;
  }, [fields, isConnected, decimals, tokenValid, tokenInfo.isError, maxTokensRaw, balance.currentData, symbol]);

  const step = createListingStep({
    pendingId: pendingSale?.saleId ?? null,
    ready: requiredFilled && errors.length === 0,
    amountRaw: maxTokensRaw,
    allowance: allowance.currentData,
  });
  const running = form.savingMetadata ? 'metadata' : (runningTx?.type as 'approve' | 'createSale' | undefined);
  const busy = running !== undefined;
  const fieldError = fieldErrorLookup<CreateBondField>(errors, showErrors);
  const locked = busy || pendingSale !== null;

  const onField = (field: CreateBondTextField, value: string) => dispatch(fieldChanged({ field, value }));

  const onLogo = async (file: File) => {
    const invalid = validateLogoFile(file, BOND_LOGO_RULE);
    if (invalid) return notify.error(invalid);
    try {
      const { base64, mimeType } = await fileToBase64(file);
      releaseLogoBytes(logo?.id);
      dispatch(logoChanged({ logo: { id: keepLogoBytes({ base64, mimeType }), fileName: file.name, size: file.size } }));
    } catch {
      notify.error('Please upload a valid image file (PNG, JPG, SVG)');
    }
  };

  const { openReview } = useReview();
  const onMain = async () => {
    if (step === 'metadata') {
      if (!pendingSale) return;
      await dispatch(submitBondMetadata(pendingSale, fields, logoBytes(logo?.id)));
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
    const hourlyBudget = decimals === null ? null : parseHourlyBudget(fields.hourlyBudget, decimals, maxTokensRaw);
    if (decimals === null || vestingSeconds === null || discountBps === null || minPricePerToken === null || maxPerBuyer === null || hourlyBudget === null) return;
    const request = {
      token: tokenAddress,
      symbol,
      currency,
      vestingSeconds,
      maxTokens: maxTokensRaw,
      discountBps,
      minPricePerToken,
      maxPerBuyer,
      hourlyBudget,
      feeWei: BigInt(feeWei),
      account,
    };
    // the form as it is now: the review sends exactly what it shows, whatever is typed meanwhile
    const sentFields = fields;
    const sentLogoId = logo?.id;
    const sentLogo = logoBytes(sentLogoId);
    openReview({
      title: `Review bond for ${symbol}`,
      ...createBondReviewContent({
        symbol,
        decimals,
        currency,
        maxTokens: maxTokensRaw,
        discountBps,
        vestingDays: Number(vestingSeconds / BigInt(SECONDS_PER_DAY)),
        minPricePerToken,
        maxPerBuyer,
        hourlyBudget,
        feeWei: BigInt(feeWei),
        saleDurationSeconds: saleDuration.data ?? null,
        routed: route.currentData?.routed ?? null,
      }),
      confirm: {
        label: 'Create bond',
        run: async (requestId) => {
          const outcome = await dispatch(createBondAndMetadata({ ...request, requestId }, sentFields, sentLogo));
          if (outcome.metadata?.status === 'saved') releaseLogoBytes(sentLogoId);
          return outcome.transaction;
        },
      },
    });
  };

  const logoPreview = logoDataUrl(logoBytes(logo?.id));
  const label = running ? RUNNING_LABEL[running] : createBondButtonLabel(step, symbol);
  const wrongSigner = pendingSale !== null && account !== null && !sameAddress(pendingSale.owner, account);
  const buttonEnabled = createBondButtonEnabled(step, requiredFilled, busy) && !(step === 'metadata' && wrongSigner);
  const buttonReason = createBondButtonReason({
    step,
    requiredFilled,
    busy,
    missingPrompt: firstMissingFieldPrompt(fields),
    reading: errors.length === 0 && (maxTokensRaw === null || allowance.currentData === undefined),
    wrongSigner,
  });
  const tokenUnit = tokenInfo.currentData?.symbol ?? 'tokens';

  let tokenHint: string | undefined;
  if (tokenInfo.currentData) tokenHint = tokenSummary(tokenInfo.currentData);
  else if (tokenValid && tokenInfo.isFetching) tokenHint = 'Reading the token…';
  else if (tokenValid && tokenInfo.isError) tokenHint = 'This address is not an ERC-20 token';

  const logoPicker = {
    hasLogo: logo !== null,
    accept: LOGO_ACCEPT,
    onFile: onLogo,
    caption: logo ? logo.fileName : LOGO_HINT,
    preview: <TokenLogo src={logoPreview} symbol={symbol ?? '?'} size={56} />,
  };

  return (
    <ListingSection
      narrow
      titleId="create-bond-title"
      title="Launch Your Bond"
      lead="Offer your token at a discount; buyers pay now and receive it linearly over the vesting period."
    >
      {completedSaleId !== null && (
        <CreatedNotice onClose={() => dispatch(completedDismissed())}>
          Bond #{completedSaleId} is live and its metadata is saved.{' '}
          <RouterLink to={`/bond/sales/${completedSaleId}`}>View bond</RouterLink> ·{' '}
          <RouterLink to={`/bond/project-sales/${completedSaleId}`}>Manage bond</RouterLink>
        </CreatedNotice>
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

      <ListingFormPaper labelledBy="bond-configuration-title">
        <Typography id="bond-configuration-title" variant="h6" component="h2">
          Bond Configuration
        </Typography>
        <TokenAddressField
          label="Token address"
          value={fields.token}
          onChange={(event) => onField('token', event.target.value)}
          disabled={locked}
          errorText={fieldError('token')}
          hint={tokenHint}
          testId="token-address"
        />
        {tokenInfo.currentData && account && (
          <Typography variant="body2" color="text.secondary" data-testid="token-balance">
            Your balance:{' '}
            {balance.currentData !== undefined ? `${formatBalance(balance.currentData, tokenInfo.currentData.decimals)} ${tokenInfo.currentData.symbol}` : '…'}
          </Typography>
        )}
        {route.currentData && !route.currentData.routed && (
          <Alert severity="warning" data-testid="no-route-warning">
            No DEX route found for {symbol} to {currencySymbol(currency)}: buyers could not get a price quote for this bond.
            Add liquidity for the token before launching.
          </Alert>
        )}
        <BondTermsFields
          fields={fields}
          onChange={onField}
          fieldError={fieldError}
          disabled={locked}
          maxTokensHint={
            allowance.currentData !== undefined && tokenInfo.currentData
              ? `Approved for the bond factory: ${formatUnits(allowance.currentData, tokenInfo.currentData.decimals)} ${tokenInfo.currentData.symbol}`
              : 'Tokens offered; they move into the sale when it is created.'
          }
          defaultHourlyBudget={
            maxTokensRaw !== null && tokenInfo.currentData ? `${formatUnits(defaultHourlyBudget(maxTokensRaw), tokenInfo.currentData.decimals)} ${tokenInfo.currentData.symbol}` : null
          }
        />
        <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="platform-terms">
          <Typography variant="body2" color="text.secondary">
            Sale length:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }} data-testid="create-sale-length">
              {saleDuration.isLoading ? '…' : saleLengthText(saleDuration.data ?? null)}
            </Box>{' '}
            (the platform's setting for every new bond)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Max per purchase:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }} data-testid="create-max-per-purchase">
              {maxTokensRaw !== null && decimals !== null ? createBondTokensText(maxPerPurchase(maxTokensRaw), decimals, tokenUnit) : '…'}
            </Box>{' '}
            (10% of max tokens, rounded up: one purchase buys at most this)
          </Typography>
        </Box>
        <ListingMetadataFields links={LINKS} values={fields} onChange={onField} errorFor={fieldError} disabled={busy} logo={logoPicker} />
        <CreationFeeLine label="Creation fee" value={`${formatUnits(feeWei, 18)} BNB`} />

        <Button
          variant="contained"
          size="large"
          onClick={onMain}
          disabled={!buttonEnabled}
          aria-describedby={buttonReason ? 'create-bond-reason' : undefined}
        >
          {label}
        </Button>
        {buttonReason && (
          <Typography id="create-bond-reason" variant="caption" color="text.secondary" sx={{ mt: -1 }} data-testid="create-bond-reason">
            {buttonReason}
          </Typography>
        )}
      </ListingFormPaper>
    </ListingSection>
  );
}

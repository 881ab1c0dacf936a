import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { config } from '../../../config';
import { tryParseUnits } from '../../../shared/lib/amounts';
import { useTokenAllowanceQuery, useTokenInfoQuery } from '../../../shared/chain/chainApi';
import type { SocialLinkField } from '../../../shared/metadata/SocialLinkFields';
import { ListingFormPaper, CreationFeeLine } from '../../../shared/listing/ListingFormPaper';
import { ListingMetadataFields } from '../../../shared/listing/ListingMetadataFields';
import { fieldErrorLookup } from '../../../shared/listing/formRules';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { CreatedNotice } from '../../../shared/listing/CreatedNotice';
import { TokenAddressField, tokenSummary } from '../../../shared/listing/TokenAddressField';
import { usePersistedForm } from '../../../shared/listing/usePersistedForm';
import { notify } from '../../../shared/toast/notify';
import { keepLogoBytes, logoBytes, logoDataUrl, releaseLogoBytes } from '../../../shared/listing/pickedLogos';
import { useReview } from '../../../shared/review/ReviewProvider';
import { selectPendingInfo } from '../../../shared/tx';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { usePoolCreationFeeQuery } from '../api/stakingChainApi';
import { approveToken } from '../api/stakingTx';
import {
  completedDismissed,
  fieldChanged,
  logoChanged,
  metadataErrorCleared,
  createPoolForm, selectCreatePoolForm,
  type CreatePoolTextField,
} from './createPoolSlice';
import { aprPercentToBps } from '../lib/apr';
import {
  CREATE_POOL_TEXTS,
  isTokenAddress,
  LOGO_ACCEPT,
  LOGO_HINT,
  minEndDateInput,
  parseEndDate,
  poolDurationSeconds,
  validateCreatePool,
  validateLogoFile,
  POOL_LOGO_RULE,
  type CreatePoolField,
} from '../lib/createPoolValidation';
import { prepareLogo } from '../lib/resizeLogo';
import { useWallClockMs } from '../../../shared/chain/clock/useChainNow';
import { createPoolAndMetadata, submitPoolMetadata } from './createPoolFlow';
import { PoolTermsFields } from './PoolTermsFields';
import { createPoolReviewContent } from '../lib/createPoolReview';
import { createPoolActions, rewardApprovedAt } from '../lib/createPoolActions';
import { createListingStep } from '../../../shared/listing/createListingStep';
import { formatFeeBnb, formatPoolAmount } from '../lib/poolAmounts';

/** The create button's label while creating: the factory transaction, then the metadata's signature. */
const CREATE_RUNNING_LABEL = {
  createPool: 'Creating pool...',
  metadata: 'Sign the metadata message...',
} as const;

const LINKS: readonly SocialLinkField<'website' | 'twitter' | 'telegram' | 'discord'>[] = [
  { key: 'website', label: 'Website', placeholder: 'https://…' },
  { key: 'twitter', label: 'Twitter', placeholder: 'https://x.com/…' },
  { key: 'telegram', label: 'Telegram', placeholder: 'https://t.me/…' },
  { key: 'discord', label: 'Discord', placeholder: 'https://discord.gg/…' },
];

/** `/staking/create`: the create-pool form and its approve → create → sign → post flow. */
export default function CreatePoolPage() {
  const dispatch = useAppDispatch();
  const { account, isConnected, isWrongChain } = useWallet();
  const form = useAppSelector(selectCreatePoolForm);
  const { fields, logo, logoMessage, metadataError } = form;
  const pendingPool = form.pending;
  const lastCreated = form.completedId;
  const [showErrors, setShowErrors] = useState(false);
  const nowMs = useWallClockMs(15_000);

  // Text fields and a created-but-undocumented pool survive a reload until the metadata is saved.
  usePersistedForm(createPoolForm.persist, fields, pendingPool);

  const factory = config.contracts.stakingFactory;
  const tokenValid = isTokenAddress(fields.stakingToken);
  const tokenAddress = fields.stakingToken.trim();
  const runningTx = useAppSelector((state) =>
    selectPendingInfo(state, { type: 'approve', token: tokenAddress, spender: factory }, { type: 'createPool' }),
  );
  const approving = runningTx?.type === 'approve';
  const creating = form.savingMetadata ? 'metadata' : runningTx?.type === 'createPool' ? 'createPool' : null;
  // the reads below are used as `currentData`: once the address is cleared (a reset after a create)
  // `data` would keep the last token's name, balance and allowance on screen
  const tokenInfo = useTokenInfoQuery(tokenAddress, { skip: !tokenValid });
  const allowance = useTokenAllowanceQuery(
    { token: tokenAddress, owner: account ?? '', spender: factory },
    { skip: !tokenValid || !account },
  );
  const fee = usePoolCreationFeeQuery();

  const decimals = tokenInfo.currentData?.decimals ?? 18;
  const symbol = tokenInfo.currentData?.symbol ?? 'token';
  const initialReward = tryParseUnits(fields.initialRewardAmount, decimals);
  // the pool form checks the approval itself (its rules name it), so the step machine takes it as ready
  const step = createListingStep({ pendingId: pendingPool?.poolId ?? null, ready: true, amountRaw: initialReward, allowance: allowance.currentData });
  const rewardApproved = rewardApprovedAt(step);

  const errors = useMemo(
    () =>
      validateCreatePool(
        { ...fields, rewardToken: fields.stakingToken, hasLogo: logo !== null },
        { connected: isConnected, onTargetChain: !isWrongChain, rewardApproved, nowMs: Date.now() },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nowMs is not read, it re-runs the end-date check as time passes
    [fields, logo, isConnected, isWrongChain, rewardApproved, nowMs],
  );
  const fieldError = fieldErrorLookup<CreatePoolField>(errors, showErrors);

  const busy = approving || creating !== null;
  const onField = (field: CreatePoolTextField, value: string) => dispatch(fieldChanged({ field, value }));

  const onLogo = async (file: File) => {
    const invalid = validateLogoFile(file, POOL_LOGO_RULE);
    if (invalid) {
      notify.error(invalid);
      dispatch(logoChanged({ logo: null, message: invalid }));
      return;
    }
    const prepared = await prepareLogo(file);
    if (prepared.warning) notify.error(prepared.warning);
    releaseLogoBytes(logo?.id);
    dispatch(
      logoChanged({
        logo: { id: keepLogoBytes({ base64: prepared.base64, mimeType: prepared.mimeType }), fileName: file.name },
        message: prepared.warning ?? null,
      }),
    );
  };

  const onApprove = async () => {
    if (!isConnected || !account) return notify.error('Please connect your wallet');
    if (isWrongChain) return notify.error(CREATE_POOL_TEXTS.chain);
    if (!tokenValid) {
      setShowErrors(true);
      return notify.error(errors.find((e) => e.field === 'stakingToken')?.message ?? 'Please enter a valid token contract address');
    }
    if (initialReward === null) {
      setShowErrors(true);
      return notify.error(errors.find((e) => e.field === 'initialRewardAmount')?.message ?? 'Please enter a valid initial reward');
    }
    await dispatch(approveToken({ token: tokenAddress, spender: factory, amount: initialReward, symbol, purpose: 'create', owner: account }));
  };

  const { openReview } = useReview();
  const onCreate = () => {
    setShowErrors(true);
    dispatch(metadataErrorCleared());
    if (errors.length > 0) return notify.error(errors[0].message);
    const picked = logoBytes(logo?.id);
    if (!account || initialReward === null || !picked) return;
    if (fee.data === undefined) return notify.error('Could not read the pool creation fee. Please try again.');
    const duration = poolDurationSeconds(fields.endDate, Date.now());
    const aprBps = aprPercentToBps(fields.aprPercentage);
    const endMs = parseEndDate(fields.endDate);
    if (duration === null || aprBps === null || endMs === null) return;
    const feeWei = BigInt(fee.data);
    // the form as it is now: the review sends exactly what it shows, whatever is typed meanwhile
    const sentFields = fields;
    const sentLogoId = logo?.id;
    const sentLogo = picked;
    const endDate = fields.endDate;
    openReview({
      title: `Review ${symbol} pool`,
      ...createPoolReviewContent({
        symbol,
        decimals,
        aprBps,
        endTime: Math.floor(endMs / 1000),
        durationSeconds: duration,
        initialReward,
        feeWei,
      }),
      confirm: {
        label: 'Create pool',
        run: async (requestId) => {
          // the pool runs until the chosen end: its duration counts from the moment it is sent
          const durationSeconds = poolDurationSeconds(endDate, Date.now());
          if (durationSeconds === null) {
            notify.error(CREATE_POOL_TEXTS.endDatePast);
            return null;
          }
          const request = { requestId, stakingToken: tokenAddress, symbol, aprBps, durationSeconds: BigInt(durationSeconds), initialReward, feeWei, account };
          const result = await dispatch(createPoolAndMetadata(request, sentFields, sentLogo));
          if (result.metadata?.status === 'saved') {
            releaseLogoBytes(sentLogoId);
            setShowErrors(false);
          }
          return result.transaction;
        },
      },
    });
  };

  const onRetryMetadata = async () => {
    dispatch(metadataErrorCleared());
    const result = await dispatch(submitPoolMetadata(pendingPool, fields, logoBytes(logo?.id)));
    if (result.status === 'saved') setShowErrors(false);
  };

  const feeText = fee.data !== undefined ? formatFeeBnb(fee.data) : fee.isError ? 'unavailable' : '…';
  const actions = createPoolActions({ symbol, step, approving, creating: creating !== null });

  const logoPicker = {
    hasLogo: logo !== null,
    accept: LOGO_ACCEPT,
    onFile: onLogo,
    caption: fieldError('logo') ?? logoMessage ?? (logo ? logo.fileName : LOGO_HINT),
    captionIsError: !!(fieldError('logo') || logoMessage),
    preview: logo ? (
      <TokenLogo src={logoDataUrl(logoBytes(logo.id))} symbol={symbol} size={64} />
    ) : (
      <Box sx={{ width: 64, height: 64, borderRadius: '50%', border: 1, borderColor: 'divider', borderStyle: 'dashed' }} />
    ),
  };

  return (
    <ListingSection
      narrow
      titleId="create-pool-title"
      title="Create Staking Pool"
      lead="Fund a pool for your token: stakers earn it at the APR you set until the end date."
    >
      {lastCreated && (
        <CreatedNotice onClose={() => dispatch(completedDismissed())}>
          Pool #{lastCreated} is live.{' '}
          <RouterLink to={`/staking/pools/${lastCreated}`}>View pool</RouterLink>
        </CreatedNotice>
      )}
      {pendingPool && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetryMetadata} disabled={busy}>
              Submit metadata
            </Button>
          }
        >
          Pool #{pendingPool.poolId} was created, but its metadata is not saved yet.
          {!logo && ' Upload the logo again, then submit.'}
          {metadataError && (
            <Box component="span" sx={{ display: 'block' }}>
              {metadataError}
            </Box>
          )}
        </Alert>
      )}

      <ListingFormPaper>
        <TokenAddressField
          label="Staking token"
          value={fields.stakingToken}
          onChange={(event) => onField('stakingToken', event.target.value)}
          disabled={busy || pendingPool !== null}
          errorText={fieldError('stakingToken')}
          hint={tokenInfo.currentData ? tokenSummary(tokenInfo.currentData) : tokenInfo.isError ? tokenInfo.error?.message : undefined}
        />
        {/* not a field: the reward token is always the staking token (SPEC section 3), so nothing here looks editable */}
        <Box role="group" aria-labelledby="reward-token-label" data-testid="reward-token">
          <Typography id="reward-token-label" variant="caption" color="text.secondary" component="div">
            Reward token
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {tokenInfo.currentData ? `${tokenInfo.currentData.symbol}, the staking token` : 'The staking token'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            Rewards are paid in the token stakers deposit.
          </Typography>
        </Box>
        <PoolTermsFields
          fields={fields}
          onChange={onField}
          fieldError={fieldError}
          disabled={busy || pendingPool !== null}
          minEndDate={minEndDateInput(nowMs)}
          approvedText={
            allowance.currentData !== undefined && tokenInfo.currentData
              ? `Approved for the staking factory: ${formatPoolAmount(allowance.currentData, decimals)} ${symbol}`
              : ' '
          }
        />
        <ListingMetadataFields links={LINKS} values={fields} onChange={onField} errorFor={fieldError} disabled={busy} logo={logoPicker} />
        <CreationFeeLine label="Pool creation fee" value={feeText} />

        {!pendingPool && (
          <Box>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant={actions.approve.variant} onClick={onApprove} disabled={actions.approve.disabled} sx={{ flex: 1 }}>
                {actions.approve.label}
              </Button>
              <Button
                variant={actions.create.variant}
                onClick={onCreate}
                disabled={actions.create.disabled}
                aria-describedby={actions.createBlockedReason ? 'create-pool-reason' : undefined}
                sx={{ flex: 1 }}
              >
                {creating ? CREATE_RUNNING_LABEL[creating] : 'Create Pool'}
              </Button>
            </Box>
            {actions.createBlockedReason && (
              <Typography id="create-pool-reason" variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }} data-testid="create-pool-reason">
                {actions.createBlockedReason}
              </Typography>
            )}
          </Box>
        )}
      </ListingFormPaper>
    </ListingSection>
  );
}

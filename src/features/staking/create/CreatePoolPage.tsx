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
import { formatUnits, tryParseUnits } from '../../../shared/lib/amounts';
import { useTokenAllowanceQuery, useTokenInfoQuery } from '../../../shared/chain/chainApi';
import { DescriptionField } from '../../../shared/metadata/DescriptionField';
import { LogoPicker } from '../../../shared/metadata/LogoPicker';
import { SocialLinkFields, type SocialLinkField } from '../../../shared/metadata/SocialLinkFields';
import { notify } from '../../../shared/toast/notify';
import { sessionStorageOrUndefined } from '../../../shared/lib/sessionStorage';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { usePoolCreationFeeQuery } from '../api/stakingChainApi';
import { approveToken } from '../api/stakingTx';
import {
  fieldChanged,
  logoSet,
  persistCreatePool,
  phaseChanged,
  selectCreatePoolFields,
  selectCreatePoolLogo,
  selectCreatePoolLogoMessage,
  selectCreatePoolPhase,
  selectPendingPool,
  type CreatePoolTextField,
} from '../createPoolSlice';
import { aprPercentToBps } from '../lib/apr';
import {
  isTokenAddress,
  LOGO_ACCEPT,
  LOGO_HINT,
  MAX_DESCRIPTION_LENGTH,
  minEndDateInput,
  poolDurationSeconds,
  validateCreatePool,
  validateLogoFile,
  POOL_LOGO_RULE,
  type CreatePoolField,
} from '../lib/createPoolValidation';
import { prepareLogo } from '../lib/resizeLogo';
import { useWallClockMs } from '../../../shared/listing/useChainNow';
import { createPoolAndMetadata, submitPoolMetadata } from './createPoolFlow';

const PHASE_LABEL = {
  idle: '',
  approving: 'Approving...',
  creating: 'Creating pool...',
  signing: 'Sign the metadata message...',
  submitting: 'Submitting metadata...',
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
  const fields = useAppSelector(selectCreatePoolFields);
  const logo = useAppSelector(selectCreatePoolLogo);
  const logoMessage = useAppSelector(selectCreatePoolLogoMessage);
  const phase = useAppSelector(selectCreatePoolPhase);
  const pendingPool = useAppSelector(selectPendingPool);
  const [showErrors, setShowErrors] = useState(false);
  const [lastCreated, setLastCreated] = useState<string | null>(null);
  const [metadataError, setMetadataError] = useState<string | null>(null);
  const nowMs = useWallClockMs(15_000);

  // Text fields and a created-but-undocumented pool survive a reload until the metadata is saved.
  useEffect(() => {
    persistCreatePool(sessionStorageOrUndefined(), { fields, pendingPool });
  }, [fields, pendingPool]);

  const factory = config.contracts.stakingFactory;
  const tokenValid = isTokenAddress(fields.stakingToken);
  const tokenAddress = fields.stakingToken.trim();
  const tokenInfo = useTokenInfoQuery(tokenAddress, { skip: !tokenValid });
  const allowance = useTokenAllowanceQuery(
    { token: tokenAddress, owner: account ?? '', spender: factory },
    { skip: !tokenValid || !account },
  );
  const fee = usePoolCreationFeeQuery();

  const decimals = tokenInfo.data?.decimals ?? 18;
  const symbol = tokenInfo.data?.symbol ?? 'token';
  const initialReward = tryParseUnits(fields.initialRewardAmount, decimals);
  const rewardApproved =
    initialReward !== null && allowance.data !== undefined && BigInt(allowance.data) >= initialReward;

  const errors = useMemo(
    () =>
      validateCreatePool(
        { ...fields, rewardToken: fields.stakingToken, hasLogo: logo !== null },
        { connected: isConnected, onTargetChain: !isWrongChain, rewardApproved, nowMs: Date.now() },
      ),
    // nowMs: re-check the end date as time passes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fields, logo, isConnected, isWrongChain, rewardApproved, nowMs],
  );
  const fieldError = (field: CreatePoolField) =>
    showErrors ? errors.find((e) => e.field === field)?.message : undefined;

  const busy = phase !== 'idle';
  const set = (field: CreatePoolTextField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    dispatch(fieldChanged({ field, value: e.target.value }));

  const onLogo = async (file: File) => {
    const invalid = validateLogoFile(file, POOL_LOGO_RULE);
    if (invalid) {
      notify.error(invalid);
      dispatch(logoSet({ logo: null, message: invalid }));
      return;
    }
    const prepared = await prepareLogo(file);
    if (prepared.warning) notify.error(prepared.warning);
    dispatch(
      logoSet({
        logo: { base64: prepared.base64, mimeType: prepared.mimeType, previewUrl: prepared.previewUrl, fileName: file.name },
        message: prepared.warning ?? null,
      }),
    );
  };

  const onApprove = async () => {
    if (!isConnected || !account) return notify.error('Please connect your wallet');
    if (isWrongChain) return notify.error('Please switch to BSC Mainnet');
    if (!tokenValid) {
      setShowErrors(true);
      return notify.error(errors.find((e) => e.field === 'stakingToken')?.message ?? 'Please enter a valid token contract address');
    }
    if (initialReward === null) {
      setShowErrors(true);
      return notify.error(errors.find((e) => e.field === 'initialRewardAmount')?.message ?? 'Please enter a valid initial reward');
    }
    dispatch(phaseChanged('approving'));
    try {
      await dispatch(approveToken({ token: tokenAddress, spender: factory, amount: initialReward, symbol, purpose: 'create', owner: account }));
    } finally {
      dispatch(phaseChanged('idle'));
    }
  };

  const onCreate = async () => {
    setShowErrors(true);
    setMetadataError(null);
    if (errors.length > 0) return notify.error(errors[0].message);
    if (!account || initialReward === null || !logo) return;
    if (fee.data === undefined) return notify.error('Could not read the pool creation fee. Please try again.');
    const duration = poolDurationSeconds(fields.endDate, Date.now());
    const aprBps = aprPercentToBps(fields.aprPercentage);
    if (duration === null || aprBps === null) return;
    const result = await dispatch(
      createPoolAndMetadata(
        {
          stakingToken: tokenAddress,
          symbol,
          aprBps,
          durationSeconds: BigInt(duration),
          initialReward,
          feeWei: BigInt(fee.data),
          account,
        },
        fields,
        logo,
      ),
    );
    if (result.status === 'saved') {
      setLastCreated(result.poolId);
      setShowErrors(false);
    } else if (result.status === 'failed') setMetadataError(result.reason);
  };

  const onRetryMetadata = async () => {
    setMetadataError(null);
    const result = await dispatch(submitPoolMetadata(pendingPool, fields, logo));
    if (result.status === 'saved') {
      setLastCreated(result.poolId);
      setShowErrors(false);
    } else setMetadataError(result.reason);
  };

  const feeText = fee.data !== undefined ? `${formatUnits(fee.data, 18)} BNB` : fee.isError ? 'unavailable' : '…';

  return (
    <Box component="section" aria-labelledby="create-pool-title" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography id="create-pool-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Create Staking Pool
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fund a pool for your token: stakers earn it at the APR you set until the end date.
      </Typography>

      {lastCreated && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setLastCreated(null)}>
          Pool #{lastCreated} is live.{' '}
          <RouterLink to={`/staking/pools/${lastCreated}`}>View pool</RouterLink>
        </Alert>
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

      <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Staking token"
          value={fields.stakingToken}
          onChange={set('stakingToken')}
          placeholder="0x…"
          required
          disabled={busy || pendingPool !== null}
          error={!!fieldError('stakingToken')}
          helperText={
            fieldError('stakingToken') ??
            (tokenInfo.data ? `${tokenInfo.data.name} (${tokenInfo.data.symbol}), ${tokenInfo.data.decimals} decimals` : tokenInfo.isError ? tokenInfo.error?.message : ' ')
          }
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 42 } }}
        />
        <TextField
          label="Reward token"
          value={fields.stakingToken}
          helperText="Rewards are paid in the staking token."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="APR (%)"
            type="number"
            value={fields.aprPercentage}
            onChange={set('aprPercentage')}
            required
            disabled={busy || pendingPool !== null}
            error={!!fieldError('aprPercentage')}
            helperText={fieldError('aprPercentage') ?? ' '}
            slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
          />
          <TextField
            label="End date"
            type="datetime-local"
            value={fields.endDate}
            onChange={set('endDate')}
            required
            disabled={busy || pendingPool !== null}
            error={!!fieldError('endDate')}
            helperText={fieldError('endDate') ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minEndDateInput(nowMs) } }}
          />
        </Box>
        <TextField
          label="Initial reward"
          type="number"
          value={fields.initialRewardAmount}
          onChange={set('initialRewardAmount')}
          required
          disabled={busy || pendingPool !== null}
          error={!!fieldError('initialRewardAmount')}
          helperText={
            fieldError('initialRewardAmount') ??
            (allowance.data !== undefined && tokenInfo.data
              ? `Approved for the staking factory: ${formatUnits(allowance.data, decimals)} ${symbol}`
              : ' ')
          }
          slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
        />
        <DescriptionField
          value={fields.description}
          onChange={set('description')}
          maxLength={MAX_DESCRIPTION_LENGTH}
          errorText={fieldError('description')}
          disabled={busy}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
          caption={fieldError('logo') ?? logoMessage ?? (logo ? logo.fileName : LOGO_HINT)}
          captionIsError={!!(fieldError('logo') || logoMessage)}
          preview={
            logo ? (
              <TokenLogo src={logo.previewUrl} symbol={symbol} size={64} />
            ) : (
              <Box sx={{ width: 64, height: 64, borderRadius: '50%', border: 1, borderColor: 'divider', borderStyle: 'dashed' }} />
            )
          }
          disabled={busy}
        />

        <Typography variant="body2" color="text.secondary" data-testid="creation-fee">
          Pool creation fee: {feeText}
        </Typography>

        {!pendingPool && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={onApprove} disabled={busy || rewardApproved} sx={{ flex: 1 }}>
              {phase === 'approving' ? PHASE_LABEL.approving : rewardApproved && initialReward !== null ? 'Reward token approved' : `Approve ${symbol}`}
            </Button>
            <Button variant="contained" onClick={onCreate} disabled={busy} sx={{ flex: 1 }}>
              {phase === 'creating' || phase === 'signing' ? PHASE_LABEL[phase] : 'Create Pool'}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

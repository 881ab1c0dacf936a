import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../shared/toast/notify';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { emptyFields, type CreatePoolLogo } from '../createPoolSlice';
import { submitPoolMetadata } from '../create/createPoolFlow';
import { CREATE_POOL_TEXTS, isOptionalHttpsUrl, MAX_DESCRIPTION_LENGTH, validateLogoFile } from '../lib/createPoolValidation';
import { prepareLogo } from '../lib/resizeLogo';
import type { PoolView } from '../api/types';

/**
 * Adds the metadata of a pool whose post failed or never happened (DESIGN.md section 5:
 * metadata is never lost): the same signed post as the create flow, from the dashboard.
 */
export function AddMetadataDialog({ pool, open, onClose }: { pool: PoolView; open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState({ ...emptyFields });
  const [logo, setLogo] = useState<CreatePoolLogo | null>(null);
  const [logoMessage, setLogoMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: 'description' | 'website' | 'twitter' | 'telegram' | 'discord') => (e: ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [field]: e.target.value }));

  const onLogo = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const invalid = validateLogoFile(file);
    if (invalid) {
      setLogo(null);
      setLogoMessage(invalid);
      return;
    }
    const prepared = await prepareLogo(file);
    setLogo({ base64: prepared.base64, mimeType: prepared.mimeType, previewUrl: prepared.previewUrl, fileName: file.name });
    setLogoMessage(prepared.warning ?? null);
  };

  const onSubmit = async () => {
    setError(null);
    const description = fields.description.trim();
    const problem =
      description === ''
        ? CREATE_POOL_TEXTS.descriptionMissing
        : description.length > MAX_DESCRIPTION_LENGTH
          ? CREATE_POOL_TEXTS.descriptionTooLong
          : !logo
            ? CREATE_POOL_TEXTS.logo
            : (['website', 'twitter', 'telegram', 'discord'] as const).some((k) => !isOptionalHttpsUrl(fields[k]))
              ? CREATE_POOL_TEXTS.url
              : null;
    if (problem) {
      setError(problem);
      notify.error(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await dispatch(
        submitPoolMetadata({ poolId: pool.poolId, poolAddress: pool.poolAddress, owner: pool.owner }, fields, logo, {
          resetForm: false,
        }),
      );
      if (result.status === 'saved') onClose();
      else setError(result.reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`add-metadata-${pool.poolId}`}>
      <DialogTitle id={`add-metadata-${pool.poolId}`}>Add metadata for pool #{pool.poolId}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Description"
          value={fields.description}
          onChange={set('description')}
          multiline
          minRows={3}
          required
          helperText={`${fields.description.trim().length}/${MAX_DESCRIPTION_LENGTH}`}
        />
        {(['website', 'twitter', 'telegram', 'discord'] as const).map((key) => (
          <TextField
            key={key}
            label={key[0].toUpperCase() + key.slice(1)}
            type="url"
            value={fields[key]}
            onChange={set(key)}
            placeholder="https://…"
          />
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {logo && <TokenLogo src={logo.previewUrl} symbol={pool.token.symbol} size={48} />}
          <Button variant="outlined" component="label">
            {logo ? 'Change logo' : 'Upload logo'}
            <input hidden type="file" accept="image/*" aria-label="Logo" onChange={onLogo} />
          </Button>
          {logoMessage && (
            <Typography variant="body2" color="error">
              {logoMessage}
            </Typography>
          )}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          {busy ? 'Submitting...' : 'Sign & submit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

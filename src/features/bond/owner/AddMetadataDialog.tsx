import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../app/hooks';
import { fileToBase64 } from '../../../shared/metadata/submitMetadata';
import { notify } from '../../../shared/toast/notify';
import { submitBondMetadata } from '../create/createBondFlow';
import type { PendingSale } from '../create/createBondSlice';
import {
  CREATE_BOND_TEXTS,
  DEFAULT_CREATE_BOND_FIELDS,
  isOptionalHttpsUrl,
  MAX_DESCRIPTION_LENGTH,
  validateLogoFile,
} from '../lib/createBondValidation';

const LINKS = [
  ['websiteUrl', 'Website'],
  ['twitterUrl', 'Twitter'],
  ['telegramUrl', 'Telegram'],
] as const;

/**
 * "Add metadata" for a sale that has none (DESIGN.md section 5: metadata that failed to save is
 * never lost): the same signed post as the create form, for the sale's owner.
 */
export function AddMetadataDialog({ open, onClose, sale }: { open: boolean; onClose: () => void; sale: PendingSale }) {
  const dispatch = useAppDispatch();
  const [description, setDescription] = useState('');
  const [links, setLinks] = useState({ websiteUrl: '', twitterUrl: '', telegramUrl: '' });
  const [logo, setLogo] = useState<{ base64: string; mimeType: string; fileName: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const descriptionError =
    description.trim() === ''
      ? 'Please enter a description'
      : description.trim().length > MAX_DESCRIPTION_LENGTH
        ? CREATE_BOND_TEXTS.descriptionTooLong
        : null;
  const linkError = (key: keyof typeof links) => (isOptionalHttpsUrl(links[key]) ? null : CREATE_BOND_TEXTS.invalidUrl);

  const onLogo = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const invalid = validateLogoFile(file);
    if (invalid) return void notify.error(invalid);
    const { base64, mimeType } = await fileToBase64(file);
    setLogo({ base64, mimeType, fileName: file.name });
  };

  const onSave = async () => {
    setTouched(true);
    const firstError = descriptionError ?? LINKS.map(([key]) => linkError(key)).find(Boolean) ?? null;
    if (firstError) return void notify.error(firstError);
    setBusy(true);
    try {
      const outcome = await dispatch(
        submitBondMetadata(sale, { ...DEFAULT_CREATE_BOND_FIELDS, description, ...links }, logo, { fromCreateForm: false }),
      );
      if (outcome.status === 'saved') {
        notify.success('Bond metadata saved');
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-metadata-title">
      <DialogTitle id="add-metadata-title">Add metadata</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={3}
          error={touched && !!descriptionError}
          helperText={(touched && descriptionError) || `${description.trim().length}/${MAX_DESCRIPTION_LENGTH}`}
        />
        {LINKS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="url"
            value={links[key]}
            onChange={(e) => setLinks((l) => ({ ...l, [key]: e.target.value }))}
            error={touched && !!linkError(key)}
            helperText={(touched && linkError(key)) || ' '}
          />
        ))}
        <Box>
          <Button variant="outlined" component="label" disabled={busy}>
            {logo ? 'Change logo' : 'Upload logo'}
            <input hidden type="file" accept="image/png,image/jpeg,image/svg+xml" aria-label="Logo" onChange={onLogo} />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {logo ? logo.fileName : 'PNG, JPG or SVG, less than 5MB.'}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={busy}>
          {busy ? 'Saving...' : 'Sign and save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

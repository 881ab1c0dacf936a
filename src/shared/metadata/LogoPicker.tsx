import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The 'Upload logo' / 'Change logo' file button with its caption (the rules hint, the chosen file
 * name or a problem) and an optional preview on its left. Validation stays with the caller: bond
 * and staking accept different files (SPEC), so `onFile` gets the picked file as is.
 */
export function LogoPicker({
  hasLogo,
  accept,
  onFile,
  caption,
  captionIsError = false,
  preview,
  disabled,
}: {
  hasLogo: boolean;
  accept: string;
  onFile: (file: File) => void;
  caption?: ReactNode;
  captionIsError?: boolean;
  preview?: ReactNode;
  disabled?: boolean;
}) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again after a rejection fires another change.
    e.target.value = '';
    if (file) onFile(file);
  };
  const picker = (
    <Box>
      <Button variant="outlined" component="label" disabled={disabled}>
        {hasLogo ? 'Change logo' : 'Upload logo'}
        <input hidden type="file" accept={accept} aria-label="Logo" onChange={onChange} />
      </Button>
      {caption && (
        <Typography variant="body2" color={captionIsError ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
  if (preview === undefined) return picker;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {preview}
      {picker}
    </Box>
  );
}

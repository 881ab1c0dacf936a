import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The 'Upload logo' / 'Change logo' file button with its caption (the rules hint, the chosen file
 * name or a problem) and an optional preview on its left. Validation stays with the caller: each
 * listing kind accepts its own files (SPEC), so `onFile` gets the picked file as is.
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
  const input = useRef<HTMLInputElement>(null);
  const captionId = useId();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again after a rejection fires another change.
    e.target.value = '';
    if (file) onFile(file);
  };
  const picker = (
    <Box>
      {/* a real button opening the hidden file input: a <label> styled as one is not a button to
          assistive technology and does not open the file dialog from the keyboard */}
      <Button
        variant="outlined"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={caption ? captionId : undefined}
      >
        {hasLogo ? 'Change logo' : 'Upload logo'}
      </Button>
      <input ref={input} hidden type="file" accept={accept} aria-label="Logo" onChange={onChange} disabled={disabled} />
      {caption && (
        <Typography id={captionId} variant="body2" color={captionIsError ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
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

import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { notify } from '../toast/notify';
import { DescriptionField } from './DescriptionField';
import { LogoPicker } from './LogoPicker';
import { SocialLinkFields, type SocialLinkField } from './SocialLinkFields';

export interface MetadataDraft<K extends string, L> {
  description: string;
  links: Record<K, string>;
  logo: L | null;
}

/** What picking a file does: a new logo (or none) and a message to show, or `undefined` to keep the current one. */
export type LogoReadResult<L> = { logo: L | null; message: string | null } | undefined;

export interface AddMetadataDialogProps<K extends string, L> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  titleId: string;
  submitLabel: string;
  busyLabel: string;
  maxDescriptionLength: number;
  links: readonly SocialLinkField<K>[];
  /** The kind's logo rules (kinds accept different files, SPEC). */
  logo: {
    accept: string;
    read: (file: File) => Promise<LogoReadResult<L>>;
    caption: (logo: L | null, message: string | null) => string | null;
    preview?: (logo: L | null) => ReactNode;
  };
  /** The first problem that blocks the post, or null. */
  validate: (draft: MetadataDraft<K, L>) => string | null;
  /**
   * Per-field errors, shown in the fields after the first attempt. Without it a blocking problem is
   * shown in the dialog's alert instead.
   */
  fieldErrors?: (draft: MetadataDraft<K, L>) => { description: string | null; link: (key: K) => string | null };
  /** Signs and posts; `saved: false` keeps the dialog open and shows `reason` when there is one. */
  submit: (draft: MetadataDraft<K, L>) => Promise<{ saved: true } | { saved: false; reason?: string }>;
}

/**
 * "Add metadata" for a listing whose post failed or never happened (DESIGN.md section 5:
 * metadata is never lost): the same signed post as the create flows, for the owner.
 */
export function AddMetadataDialog<K extends string, L>(props: AddMetadataDialogProps<K, L>) {
  const { open, onClose, links, logo: logoRules, validate, fieldErrors, submit } = props;
  const [description, setDescription] = useState('');
  const [linkValues, setLinkValues] = useState(() => Object.fromEntries(links.map((l) => [l.key, ''])) as Record<K, string>);
  const [logo, setLogo] = useState<L | null>(null);
  const [logoMessage, setLogoMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const draft: MetadataDraft<K, L> = { description, links: linkValues, logo };
  const shown = fieldErrors && touched ? fieldErrors(draft) : null;

  const onLogo = async (file: File) => {
    const result = await logoRules.read(file);
    if (!result) return;
    setLogo(result.logo);
    setLogoMessage(result.message);
  };

  const onSubmit = async () => {
    setTouched(true);
    setError(null);
    const problem = validate(draft);
    if (problem) {
      if (!fieldErrors) setError(problem);
      notify.error(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await submit(draft);
      if (result.saved) onClose();
      else if (result.reason) setError(result.reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={props.titleId}>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <DescriptionField
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={props.maxDescriptionLength}
          errorText={shown?.description}
          error={!!shown?.description}
        />
        <SocialLinkFields
          links={links}
          values={linkValues}
          onChange={(key, value) => setLinkValues((v) => ({ ...v, [key]: value }))}
          errorFor={fieldErrors ? (key) => shown?.link(key) : undefined}
        />
        <LogoPicker
          hasLogo={logo !== null}
          accept={logoRules.accept}
          onFile={onLogo}
          caption={logoRules.caption(logo, logoMessage)}
          captionIsError={logoMessage !== null}
          preview={logoRules.preview?.(logo)}
          disabled={busy}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

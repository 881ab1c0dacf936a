import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { AddressWithCopy } from './AddressWithCopy';

/** Texts of an unverified listing (exact, asserted by the browser tests). */
export const UNVERIFIED_TEXTS = {
  label: 'Unverified',
  risk: 'Anyone can list any token here, with any name, description and logo. Check the token contract and its creator before you put money in.',
  creator: 'Created by',
} as const;

/** The header's label of a listing that is not on the operator's verified list. */
export function UnverifiedChip() {
  return <Chip size="small" label={UNVERIFIED_TEXTS.label} color="warning" variant="outlined" data-testid="unverified-label" />;
}

/** The risk note under the header of an unverified listing, with the address of the wallet that created it. */
export function UnverifiedNotice({ creator }: { creator: string }) {
  return (
    <Alert severity="warning" data-testid="unverified-notice" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      {UNVERIFIED_TEXTS.risk}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <span>{UNVERIFIED_TEXTS.creator}</span>
        <AddressWithCopy value={creator} label="creator's address" />
      </Box>
    </Alert>
  );
}

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

/** What stands in for the creator's address until the listing is read: the row keeps its height. */
const CREATOR_PLACEHOLDER = `0x${'0'.repeat(40)}`;

/**
 * The risk note of an unverified listing, with the address of the wallet that created it. Whether
 * a listing is verified is known from its id alone (configuration), so a page draws the note while
 * the listing loads, with `creator` null: the note is there from the first paint and the page's
 * largest paint does not wait for the chain.
 */
export function UnverifiedNotice({ creator }: { creator: string | null }) {
  return (
    <Alert severity="warning" data-testid="unverified-notice" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      {UNVERIFIED_TEXTS.risk}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5, visibility: creator ? 'visible' : 'hidden' }}>
        <span>{UNVERIFIED_TEXTS.creator}</span>
        <AddressWithCopy value={creator ?? CREATOR_PLACEHOLDER} label="creator's address" />
      </Box>
    </Alert>
  );
}

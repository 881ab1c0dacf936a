import Alert from '@mui/material/Alert';
import type { ListSource } from './listSource';

interface ListSourceNoticeProps {
  source: ListSource;
  lagText: string | null;
  /** what the chain's pages cannot do, said while the index is unreachable (nothing when they do it all) */
  chainOnlyText?: string;
}

/** Why a list may not be current or complete: the index trails the chain, or it is unreachable. */
export function ListSourceNotice({ source, lagText, chainOnlyText }: ListSourceNoticeProps) {
  if (source === 'chain') {
    if (!chainOnlyText) return null;
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {chainOnlyText}
      </Alert>
    );
  }
  if (source === 'index' && lagText) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {lagText}
      </Alert>
    );
  }
  return null;
}

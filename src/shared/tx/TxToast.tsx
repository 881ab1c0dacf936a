import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { config } from '../../config';
import { shortenAddress } from '../lib/amounts';

export function explorerTxUrl(hash: string, explorerUrl: string | null = config.chain.explorerUrl): string | null {
  return explorerUrl ? `${explorerUrl}/tx/${hash}` : null;
}

function CopyHash({ hash }: { hash: string }) {
  const [copied, setCopied] = useState(false);
  // A native title, not MUI's Tooltip: this renders from the entry chunk, where Tooltip would
  // pull Popper and @popperjs (~12 KiB gzip) into every visitor's download.
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Copy transaction hash"
      title={copied ? 'Copied' : 'Copy transaction hash'}
      onClick={() => {
        void navigator.clipboard?.writeText(hash).then(() => setCopied(true), () => setCopied(false));
      }}
    >
      <ContentCopyIcon sx={{ fontSize: 14 }} />
    </IconButton>
  );
}

/**
 * A transaction toast's body: the text and a link to BscScan, or on the dev chain (no explorer)
 * the short hash with a copy button (DESIGN.md section 5).
 */
export function TxToastContent({ text, hash }: { text: string; hash: string }) {
  const url = explorerTxUrl(hash);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.25 }}>
      <span>{text}</span>
      {url ? (
        // a plain anchor in the toast's colour: MUI's Link would add its module to every visitor's first download
        <Box component="a" href={url} target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', textDecoration: 'underline', fontSize: 12 }}>
          View on BscScan
        </Box>
      ) : (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', fontSize: 12, opacity: 0.85 }}>
          <span data-testid="tx-hash">{shortenAddress(hash)}</span>
          <CopyHash hash={hash} />
        </Box>
      )}
    </Box>
  );
}

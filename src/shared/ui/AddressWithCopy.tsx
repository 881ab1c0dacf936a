import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { config } from '../../config';
import { shortenAddress } from '../lib/amounts';
import { TooltipOnIntent } from './TooltipOnIntent';

export type ExplorerKind = 'address' | 'tx' | 'token';

/** BscScan URL of an address, transaction or token; null on the dev chain, which has no explorer. */
export function explorerUrl(kind: ExplorerKind, value: string, base: string | null = config.chain.explorerUrl): string | null {
  if (!base) return null;
  return `${base}/${kind}/${value}`;
}

export interface AddressWithCopyProps {
  /** address or transaction hash */
  value: string;
  kind?: ExplorerKind;
  /** show the full value instead of `0x1234...abcd` */
  full?: boolean;
  /** what it is, for the buttons' accessible names: 'address', 'token address', 'transaction hash' */
  label?: string;
}

/** A (shortened) address or hash with a copy button and, on BSC, a link to the explorer. */
export function AddressWithCopy({ value, kind = 'address', full = false, label }: AddressWithCopyProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const name = label ?? (kind === 'tx' ? 'transaction hash' : 'address');
  const link = explorerUrl(kind, value);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard access can be refused (insecure context, permissions); the value stays selectable.
      setCopied(false);
    }
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
      <Box
        component="span"
        title={value}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9em', wordBreak: 'break-all' }}
      >
        {full ? value : shortenAddress(value)}
      </Box>
      <TooltipOnIntent title={copied ? 'Copied!' : `Copy ${name}`}>
        <IconButton size="small" aria-label={`Copy ${name}`} onClick={copy}>
          {copied ? <CheckRoundedIcon fontSize="inherit" color="success" /> : <ContentCopyRoundedIcon fontSize="inherit" />}
        </IconButton>
      </TooltipOnIntent>
      {link && (
        <TooltipOnIntent title="View on BscScan">
          <IconButton
            size="small"
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${name} on BscScan`}
          >
            <OpenInNewRoundedIcon fontSize="inherit" />
          </IconButton>
        </TooltipOnIntent>
      )}
    </Box>
  );
}

export default AddressWithCopy;

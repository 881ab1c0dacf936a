import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { useTokenBalanceQuery } from '../../../shared/chain/chainApi';
import { formatBalance } from '../../../shared/lib/amounts';
import { AddressWithCopy } from '../../../shared/ui/AddressWithCopy';
import { useWallet } from '../../../shared/wallet/useWallet';
import { formatUsdValue, usdValueOf, type Prices } from '../../../shared/prices/usdValue';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useGetTokenQuery } from '../api/swapApi';
import { quickPickTokens } from '../lib/quickPicks';
import {
  isAddress,
  sameAddress,
  searchTokens,
  sortTokens,
  type Balances,
  type SwapToken,
} from '../lib/tokens';

export interface TokenPickerProps {
  open: boolean;
  title: string;
  tokens: readonly SwapToken[];
  balances: Balances;
  prices: Prices;
  /** the token currently on this side, marked as selected */
  selected: SwapToken | null;
  /** the token on the other side, marked: picking it swaps the two sides */
  other?: { token: SwapToken | null; side: 'You pay' | 'You receive' };
  /** tokens imported by address (in `tokens` too): marked, and never offered as a quick pick */
  imported?: readonly SwapToken[];
  onSelect: (token: SwapToken) => void;
  /** a pasted address's token, imported after the warning (then selected through onSelect) */
  onImport?: (token: SwapToken) => void;
  onClose: () => void;
}

/** Token list modal: quick picks, search, sorted list, and import of a pasted unlisted address. */
export function TokenPicker({
  open,
  title,
  tokens,
  balances,
  prices,
  selected,
  other,
  imported = [],
  onSelect,
  onImport,
  onClose,
}: TokenPickerProps) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);

  const sorted = useMemo(
    () => sortTokens(tokens, balances, prices, config.contracts.usdt),
    [tokens, balances, prices],
  );
  const results = useMemo(() => searchTokens(sorted, query), [sorted, query]);
  const quickPicks = useMemo(() => quickPickTokens(tokens, imported, config.contracts.usdt, [config.contracts.usd1]), [tokens, imported]);
  const isImported = (token: SwapToken) => imported.some((t) => sameAddress(t.address, token.address));

  const trimmed = query.trim();
  const unlistedAddress =
    isAddress(trimmed) && !tokens.some((t) => sameAddress(t.address, trimmed)) ? trimmed.toLowerCase() : null;

  const pick = (token: SwapToken) => {
    onSelect(token);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="token-picker-title">
      <DialogTitle id="token-picker-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          placeholder="Search name, symbol or paste address"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search tokens', spellCheck: false, autoComplete: 'off' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 1.5, mt: 0.5 }}
        />
        {quickPicks.length > 0 && (
          <Box role="group" aria-label="Common tokens" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            {quickPicks.map((token) => {
              const chosenHere = sameAddress(token.address, selected?.address);
              return (
                <Chip
                  key={token.address}
                  label={token.symbol}
                  variant={chosenHere ? 'filled' : 'outlined'}
                  color={chosenHere ? 'primary' : 'default'}
                  avatar={<TokenLogo src={token.logoURI} symbol={token.symbol} size={24} />}
                  onClick={() => pick(token)}
                  data-testid="quick-pick"
                />
              );
            })}
          </Box>
        )}
        {unlistedAddress ? (
          <UnlistedToken
            address={unlistedAddress}
            onPick={(token) => {
              onImport?.(token);
              pick(token);
            }}
          />
        ) : tokens.length === 0 ? (
          <EmptyMessage text="No tokens available" />
        ) : results.length === 0 ? (
          <EmptyMessage text="No tokens found" />
        ) : (
          <List
            aria-label="Tokens"
            disablePadding
            sx={{ maxHeight: '24rem', overflowY: 'auto', mx: -1 }}
          >
            {results.map((token) => (
              <TokenRow
                key={token.address}
                token={token}
                balance={balances[token.address.toLowerCase()]}
                price={prices[token.address.toLowerCase()]}
                selected={sameAddress(token.address, selected?.address)}
                otherSide={other && sameAddress(token.address, other.token?.address) ? other.side : null}
                imported={isImported(token)}
                onClick={() => pick(token)}
              />
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EmptyMessage({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
      {text}
    </Typography>
  );
}

function TokenRow({
  token,
  balance,
  price,
  selected,
  otherSide,
  imported,
  onClick,
}: {
  token: SwapToken;
  balance: string | undefined;
  price: number | undefined;
  selected: boolean;
  /** the token is the other side's ('You receive' while picking what to pay): picking it swaps them */
  otherSide: 'You pay' | 'You receive' | null;
  imported: boolean;
  onClick: () => void;
}) {
  const usd = usdValueOf(balance, token.decimals, price);
  const hasBalance = !!balance && /^\d+$/.test(balance);
  const noteId = `token-note-${token.address}`;
  const note = otherSide ? `In '${otherSide}': picking it swaps the two sides` : null;
  // a list holds list items only: the row's button sits in its <li>
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={onClick}
        selected={selected}
        aria-label={`${token.symbol} ${token.name}`}
        aria-describedby={note ? noteId : undefined}
        sx={{ borderRadius: 2, gap: 1.5, py: 1 }}
      >
        <TokenLogo src={token.logoURI} symbol={token.symbol} size={32} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {token.symbol}
            {imported && (
              <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1, fontWeight: 600 }}>
                Imported
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {token.name}
          </Typography>
          {note && (
            <Typography id={noteId} variant="caption" color="primary.main" component="div" data-testid="other-side-note">
              {note}
            </Typography>
          )}
        </Box>
        {hasBalance && (
          <Box sx={{ textAlign: 'right' }}>
            <Typography data-testid="token-balance">{formatBalance(balance, token.decimals)}</Typography>
            {usd !== null && (
              <Typography variant="body2" color="text.secondary">
                {formatUsdValue(usd)}
              </Typography>
            )}
          </Box>
        )}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A pasted address outside the list: loaded from /v1/token/{address}, shown with its address
 * (copy, explorer), the wallet's balance of it read on chain, and picked only after a warning.
 */
function UnlistedToken({ address, onPick }: { address: string; onPick: (token: SwapToken) => void }) {
  const { data, error, isFetching } = useGetTokenQuery(address ?? skipToken);
  const wallet = useWallet();
  const owner = wallet.isConnected && !wallet.isWrongChain ? wallet.account : null;
  const balance = useTokenBalanceQuery(owner && data ? { token: data.address, owner } : skipToken);
  if (isFetching) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading token" />
      </Box>
    );
  }
  if (error || !data) {
    const message = (error as { message?: string } | undefined)?.message;
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {message ?? 'Token not found'}
      </Alert>
    );
  }
  const balanceText = !owner
    ? null
    : balance.isError
      ? 'Balance unavailable'
      : balance.data === undefined
        ? 'Balance: …'
        : `Balance: ${formatBalance(balance.data, data.decimals)} ${data.symbol}`;
  return (
    <Box data-testid="import-card">
      <Alert severity="warning" sx={{ mb: 1.5 }}>
        This is an unknown token: it is not on the token list. Anyone can create a token with any name, including
        fake versions of existing tokens. Make sure this is the token you want before you trade it.
      </Alert>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <TokenLogo src={data.logoURI} symbol={data.symbol} size={32} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {data.symbol}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {data.name}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div" data-testid="import-address">
            <AddressWithCopy value={data.address} kind="token" label="token address" />
          </Typography>
          {balanceText && (
            <Typography variant="body2" data-testid="import-balance">
              {balanceText}
            </Typography>
          )}
        </Box>
      </Box>
      <Button fullWidth variant="contained" color="warning" onClick={() => onPick(data)}>
        I understand, import {data.symbol}
      </Button>
    </Box>
  );
}

export default TokenPicker;

import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { notify } from '../../../shared/toast/notify';
import { selectPendingInfo } from '../../../shared/tx';
import { useWallet } from '../../../shared/wallet';
import { saleMetadataQueryOptions, useBondSaleQuery, useSaleMetadataQuery } from '../api';
import { useOwnerSaleFinanceQuery } from '../api/ownerApi';
import type { BondSale } from '../api/types';
import { saleLogoUrl } from '../components/saleLogo';
import { Stat } from '../components/Stat';
import { listingIdOf } from '../../../shared/listing/routeId';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { currencySymbol, formatPaymentsAlike } from '../lib/currency';
import { formatAmount, sanitizeAmountInput } from '../../../shared/lib/amounts';
import { isSaleEnded } from '../lib/saleRules';
import {
  canEmergencyWithdraw,
  canEndEarly,
  canWithdrawProceeds,
  canWithdrawUnsold,
  isProjectOwner,
  isValidRecipient,
  OWNER_TEXTS,
  proceedsAfterFee,
  raisedMinPrice,
  proceedsBlockedNote,
  unsoldActionsNote,
} from '../lib/ownerRules';
import { AddMetadataDialog } from './AddMetadataDialog';
import { OwnerSaleSummary } from './OwnerSaleSummary';
import { emergencyWithdraw, endSaleEarly, raiseMinPrice, withdrawProceeds, withdrawUnsoldTokens } from './ownerTx';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { InlineError } from '../../../shared/ui/InlineError';

type Confirming = 'endEarly' | 'emergency' | 'raiseMinPrice' | null;

/** Payment tokens (BNB, USDT and USD1 on BSC) have 18 decimals. */
const PAYMENT_DECIMALS = 18;

const CONFIRM_TITLES: Record<NonNullable<Confirming>, string> = {
  endEarly: 'End sale early?',
  emergency: 'Emergency withdraw?',
  raiseMinPrice: 'Raise the minimum price?',
};

/** `/bond/project-sales/{id}`: the project owner's management page of one sale. */
export default function OwnerSalePage() {
  const { id } = useParams();
  const saleId = listingIdOf(id);
  const { account } = useWallet();
  const sale = useBondSaleQuery(saleId ?? skipToken);

  if (saleId === null || sale.data === null) {
    return (
      <Alert severity="info" sx={{ my: 3 }}>
        Bond not found. <RouterLink to="/bond/dashboard">Your created bonds</RouterLink>
      </Alert>
    );
  }
  if (sale.isError) {
    return (
      <InlineError onRetry={sale.refetch} retrying={sale.isFetching} sx={{ my: 3 }}>
        {failureSentence('Failed to load the bond', sale.error?.message)}
      </InlineError>
    );
  }
  if (!sale.data) return <Skeleton variant="rounded" height={360} aria-label="Loading the bond" />;
  if (!isProjectOwner(account, sale.data.projectOwner)) {
    return (
      <Alert severity="warning" sx={{ my: 3 }}>
        {OWNER_TEXTS.notOwner} <RouterLink to={`/bond/sales/${saleId}`}>View the bond</RouterLink>
      </Alert>
    );
  }
  return <OwnerView sale={sale.data} account={account!} />;
}

function OwnerView({ sale, account }: { sale: BondSale; account: string }) {
  const dispatch = useAppDispatch();
  const now = useChainNowSeconds(5000);
  const finance = useOwnerSaleFinanceQuery({ saleId: sale.saleId, saleAddress: sale.saleAddress, token: sale.token });
  const metadata = useSaleMetadataQuery(sale.saleId, saleMetadataQueryOptions);
  const [recipient, setRecipient] = useState(account);
  const [recipientTouched, setRecipientTouched] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [addingMetadata, setAddingMetadata] = useState(false);
  const [floorText, setFloorText] = useState('');
  const [floorTouched, setFloorTouched] = useState(false);

  // a wallet switch to another owner account moves the default recipient with it
  useEffect(() => setRecipient(account), [account]);

  const symbol = sale.tokenSymbol ?? '???';
  const payment = currencySymbol(sale.currency);
  const ended = isSaleEnded(sale, now);
  const proceeds = proceedsAfterFee(finance.data?.totalProceeds ?? '0');
  const unsold = BigInt(finance.data?.unsoldTokens ?? '0');
  const actionInput = {
    isOwner: true,
    ended,
    proceedsWithdrawn: sale.proceedsWithdrawn,
    totalProceeds: proceeds.gross,
    unsold,
  };
  const proceedsNote = proceedsBlockedNote(actionInput);
  const recipientValid = isValidRecipient(recipient);
  // exact, never truncated: the owner compares the new floor with it digit by digit
  const floorOf = (raw: bigint) => `${formatAmount(raw, PAYMENT_DECIMALS, PAYMENT_DECIMALS)} ${payment}`;
  const currentFloor = BigInt(sale.minPricePerToken);
  const newFloor = raisedMinPrice(floorText, currentFloor, PAYMENT_DECIMALS, floorOf);
  const txArgs = { saleId: sale.saleId, saleAddress: sale.saleAddress, owner: account, symbol };

  // the owner's transactions on this sale: the pressed button spins, the others wait
  const saleKey = sale.saleId;
  const running = useAppSelector((state) =>
    selectPendingInfo(
      state,
      { type: 'withdrawProceeds', saleId: saleKey },
      { type: 'withdrawUnsold', saleId: saleKey },
      { type: 'endSale', saleId: saleKey },
      { type: 'emergencyWithdraw', saleId: saleKey },
      { type: 'raiseMinPrice', saleId: saleKey },
    ),
  )?.type;
  const requireRecipient = () => {
    setRecipientTouched(true);
    if (!recipientValid) notify.error(OWNER_TEXTS.invalidRecipient);
    return recipientValid;
  };

  const onWithdrawProceeds = () => dispatch(withdrawProceeds(txArgs));
  const onWithdrawUnsold = () => {
    if (!requireRecipient()) return;
    void dispatch(withdrawUnsoldTokens({ ...txArgs, recipient: recipient.trim() }));
  };
  const onConfirm = () => {
    const what = confirming;
    setConfirming(null);
    if (what === 'endEarly') void dispatch(endSaleEarly(txArgs));
    if (what === 'emergency') void dispatch(emergencyWithdraw({ ...txArgs, recipient: recipient.trim() }));
    if (what === 'raiseMinPrice' && newFloor.price !== null) {
      void dispatch(raiseMinPrice({ ...txArgs, price: newFloor.price })).then((outcome) => {
        if (outcome.status === 'confirmed') {
          setFloorText('');
          setFloorTouched(false);
        }
      });
    }
  };
  const onReviewFloor = () => {
    setFloorTouched(true);
    if (newFloor.error === null) setConfirming('raiseMinPrice');
  };

  const [grossText, feeText, netText] = finance.data
    ? formatPaymentsAlike([proceeds.gross, proceeds.fee, proceeds.net], sale.currency).map((text) => `${text} ${payment}`)
    : ['…', '…', '…'];

  return (
    <Box component="section" aria-labelledby="owner-sale-title" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <OwnerSaleSummary sale={sale} now={now} logoUrl={saleLogoUrl(sale.token, metadata.data)} unsold={finance.data ? unsold : null} />

      {metadata.isSuccess && metadata.data === null && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setAddingMetadata(true)}>
              Add metadata
            </Button>
          }
        >
          This bond has no description or logo yet. Buyers see them on the market and the bond page.
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Proceeds
        </Typography>
        {finance.isError && (
          <InlineError onRetry={finance.refetch} retrying={finance.isFetching}>
            {failureSentence('Failed to load the sale figures', finance.error?.message)}
          </InlineError>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
          <Stat label="Total proceeds" testId="proceeds-gross">
            {grossText}
          </Stat>
          <Stat label="Platform fee (1%)" testId="proceeds-fee">
            {feeText}
          </Stat>
          <Stat label="You receive" testId="proceeds-net">
            {netText}
          </Stat>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {OWNER_TEXTS.feePaidSeparately}
        </Typography>
        {sale.proceedsWithdrawn ? (
          <Alert severity="success">Proceeds withdrawn.</Alert>
        ) : (
          <>
            <Button variant="contained" onClick={onWithdrawProceeds} disabled={running !== undefined || !canWithdrawProceeds(actionInput)}>
              {running === 'withdrawProceeds' ? 'Withdrawing...' : 'Withdraw proceeds'}
            </Button>
            {proceedsNote && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="proceeds-note">
                {proceedsNote}
              </Typography>
            )}
          </>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="min-price-title" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
        <Typography id="min-price-title" variant="h6" component="h2" gutterBottom>
          Minimum price
        </Typography>
        <Stat label={`Current minimum price per ${symbol}`} testId="owner-min-price">
          {floorOf(currentFloor)}
        </Stat>
        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
          No purchase is priced below it. Raise it as your token's price rises; it can never be lowered.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={`New minimum price (${payment} per ${symbol})`}
            value={floorText}
            onChange={(e) => setFloorText(sanitizeAmountInput(e.target.value, PAYMENT_DECIMALS) ?? floorText)}
            onBlur={() => setFloorTouched(floorText !== '')}
            disabled={ended}
            error={floorTouched && newFloor.error !== null}
            helperText={ended ? OWNER_TEXTS.raiseMinPriceEnded : floorTouched && newFloor.error !== null ? newFloor.error : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            sx={{ flex: '1 1 260px' }}
          />
          <Button variant="contained" onClick={onReviewFloor} disabled={running !== undefined || ended} sx={{ mt: 1 }}>
            {running === 'raiseMinPrice' ? 'Raising...' : 'Raise minimum price'}
          </Button>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Unsold tokens
        </Typography>
        <TextField
          label="Recipient"
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          onBlur={() => setRecipientTouched(true)}
          fullWidth
          error={recipientTouched && !recipientValid}
          helperText={recipientTouched && !recipientValid ? OWNER_TEXTS.invalidRecipient : 'Unsold tokens are sent here.'}
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 42 } }}
          sx={{ mb: 2 }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onWithdrawUnsold} disabled={running !== undefined || !canWithdrawUnsold(actionInput)}>
            {running === 'withdrawUnsold' ? 'Withdrawing...' : 'Withdraw unsold tokens'}
          </Button>
          <Button color="warning" variant="outlined" onClick={() => setConfirming('endEarly')} disabled={running !== undefined || !canEndEarly(actionInput)}>
            {running === 'endSale' ? 'Ending...' : 'End sale early'}
          </Button>
          <Button
            color="error"
            variant="outlined"
            onClick={() => requireRecipient() && setConfirming('emergency')}
            disabled={running !== undefined || !canEmergencyWithdraw(actionInput)}
          >
            {running === 'emergencyWithdraw' ? 'Withdrawing...' : 'Emergency withdraw'}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="unsold-note">
          {unsoldActionsNote(actionInput)}
        </Typography>
      </Paper>

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="owner-confirm-title">
        <DialogTitle id="owner-confirm-title">{CONFIRM_TITLES[confirming ?? 'endEarly']}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming === 'emergency'
              ? `This ends the sale now and sends every unsold ${symbol} to ${recipient.trim()}. Buyers keep what they bought. This cannot be undone.`
              : confirming === 'raiseMinPrice' && newFloor.price !== null
                ? `From ${floorOf(currentFloor)} to ${floorOf(newFloor.price)} per ${symbol}. No purchase will be priced below it, and it can never be lowered again.`
                : 'Nobody can buy after this. Buyers keep what they bought; you can then withdraw the proceeds and the unsold tokens. This cannot be undone.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button color={confirming === 'raiseMinPrice' ? 'primary' : 'error'} variant="contained" onClick={onConfirm}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>

      {addingMetadata && (
        <AddMetadataDialog
          open
          onClose={() => setAddingMetadata(false)}
          sale={{ saleId: sale.saleId, saleAddress: sale.saleAddress, owner: account }}
        />
      )}
    </Box>
  );
}

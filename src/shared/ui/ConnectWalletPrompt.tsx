import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useWalletChooser } from './walletChooserContext';

export interface ConnectWalletPromptProps {
  /** the short line under the heading */
  message?: string;
  /** h1 when the prompt stands in for a whole page, h2 inside one */
  headingLevel?: 'h1' | 'h2';
}

/** The section's 'Connect Wallet' prompt, shown instead of a connected-only page to a visitor. */
export function ConnectWalletPrompt({ message = 'Connect your wallet to view this page.', headingLevel = 'h2' }: ConnectWalletPromptProps) {
  const { openChooser } = useWalletChooser();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="connect-wallet-heading"
      sx={{ maxWidth: 480, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 4 }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(240, 185, 11, 0.12)',
          color: 'primary.main',
        }}
      >
        <AccountBalanceWalletOutlinedIcon fontSize="large" />
      </Box>
      <Typography id="connect-wallet-heading" variant="h5" component={headingLevel} gutterBottom>
        Connect Wallet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" size="large" onClick={openChooser}>
        Connect wallet
      </Button>
    </Paper>
  );
}

export default ConnectWalletPrompt;

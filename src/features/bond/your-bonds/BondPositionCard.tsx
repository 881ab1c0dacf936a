import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import type { UserBond } from '../api/types';
import { PositionDetails } from '../components/PositionDetails';
import { saleLogoUrl } from '../components/saleLogo';
import { SaleStatusChip } from '../components/SaleStatusChip';
import { isSaleEnded, vestingDurationText } from '../lib/saleRules';

/** One bond the wallet bought: the sale it is in, and its vesting, claimable amount and Claim. */
export function BondPositionCard({ bond, now, logo }: { bond: UserBond; now: number; logo: { logoUrl: string | null } | undefined }) {
  const { sale } = bond;
  const name = sale.tokenName ?? 'Unknown token';
  const symbol = sale.tokenSymbol ?? '???';
  return (
    <Card component="article" aria-label={`${name} position`} variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <TokenLogo src={saleLogoUrl(sale.token, logo)} symbol={symbol} size={40} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              <Link component={RouterLink} to={`/bond/sales/${sale.saleId}`} underline="hover" color="inherit">
                {name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {symbol} · Bond #{sale.saleId} · vesting {vestingDurationText(sale.vestingDuration)}
            </Typography>
          </Box>
          <SaleStatusChip ended={isSaleEnded(sale, now)} />
        </Box>
        <PositionDetails sale={sale} buyer={bond.buyer} now={now} variant="list" />
      </CardContent>
    </Card>
  );
}

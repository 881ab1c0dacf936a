import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiUrl } from '../../src/shared/api/productApi';
import { formatBalance } from '../../src/shared/lib/amounts';
import { sameAddress } from '../../src/shared/lib/sameAddress';
import { ListingSection } from '../../src/shared/listing/ListingSection';
import { UNKNOWN_TOKEN_NAME, UNKNOWN_TOKEN_SYMBOL } from '../../src/shared/listing/tokenReads';
import { signAndPostMetadata } from '../../src/shared/metadata/submitMetadata';
import { useAppDispatch } from '../../src/shared/store/hooks';
import { notify } from '../../src/shared/toast/notify';
import { SectionShell } from '../../src/shared/ui/SectionShell';
import { useWallet } from '../../src/shared/wallet';
import { useDropMetadataQuery, useDropsQuery, type Drop } from './dropApi';
import { dropPages, DROPS_BASE } from './dropFeature';
import { DROP_KIND } from './drops';

const figures = (drop: Drop) => `${drop.name ?? UNKNOWN_TOKEN_NAME} (${drop.symbol ?? UNKNOWN_TOKEN_SYMBOL}), supply ${formatBalance(drop.totalSupply, drop.decimals)}`;

export default function DropSection() {
  return <SectionShell base={DROPS_BASE} pages={dropPages} label="Drop sections" home="" />;
}

export function DropList() {
  const { data, error } = useDropsQuery();
  return (
    <ListingSection narrow titleId="drops-title" title="Drops" lead="The deployment's own tokens, read on chain.">
      {error && <Alert severity="error">{error.message}</Alert>}
      {data?.map((drop) => <Typography key={drop.id} component={RouterLink} to={`${DROPS_BASE}/${drop.id}`} sx={{ display: 'block', mb: 1 }}>{`Drop #${drop.id}: ${figures(drop)}`}</Typography>)}
    </ListingSection>
  );
}

/** A drop's figures and owner from the chain, its description and logo from the API; its owner signs a new description here. */
export function DropDetail() {
  const { id = '' } = useParams();
  const { data, error } = useDropsQuery();
  const drop = data && (data.find((each) => each.id === id) ?? null); // '03', '0x3' name no drop
  const { data: metadata } = useDropMetadataQuery(id, { skip: !drop });
  const { account } = useWallet();
  const dispatch = useAppDispatch();
  const [description, setDescription] = useState('');
  const save = ({ owner, address }: Drop) =>
    dispatch(signAndPostMetadata({ kind: DROP_KIND, id, owner, address, payload: { description, socials: {}, logo: '', logoMimeType: '' } })).catch((e: Error) => notify.error(e.message));
  return (
    <ListingSection narrow titleId="drop-title" title={`Drop #${id}`} lead={drop ? figures(drop) : drop === null ? 'No such drop' : 'Loading…'}>
      {error && <Alert severity="error">{error.message}</Alert>}
      {drop && <Typography>{`Owner: ${drop.owner}`}</Typography>}
      {metadata?.logoUrl && <img src={apiUrl(metadata.logoUrl)} alt="" width={64} height={64} />}
      {metadata && <Typography sx={{ my: 2 }}>{metadata.description}</Typography>}
      {drop && sameAddress(account, drop.owner) && <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} helperText={description.trim() ? ' ' : 'Write one to sign and save it'} fullWidth sx={{ my: 2 }} />}
      {drop && sameAddress(account, drop.owner) && <Button variant="contained" disabled={!description.trim()} onClick={() => save(drop)}>Save description</Button>}
    </ListingSection>
  );
}

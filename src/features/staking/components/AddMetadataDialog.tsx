import { useAppDispatch } from '../../../shared/store/hooks';
import { AddMetadataDialog as MetadataDialog, type MetadataDraft } from '../../../shared/metadata/AddMetadataDialog';
import type { SocialLinkField } from '../../../shared/metadata/SocialLinkFields';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { emptyFields } from '../create/createPoolSlice';
import type { LogoBytes } from '../../../shared/listing/pickedLogos';
import { submitPoolMetadata } from '../create/createPoolFlow';
import {
  CREATE_POOL_TEXTS,
  isOptionalHttpsUrl,
  LOGO_ACCEPT,
  MAX_DESCRIPTION_LENGTH,
  validateLogoFile,
  POOL_LOGO_RULE,
} from '../lib/createPoolValidation';
import { prepareLogo } from '../lib/resizeLogo';
import type { PoolView } from '../api/types';

/** A logo prepared in the dialog (its own state, not the store's). */
type PreparedLogo = LogoBytes & { previewUrl: string; fileName: string };

type LinkKey = 'website' | 'twitter' | 'telegram' | 'discord';

const LINKS: readonly SocialLinkField<LinkKey>[] = [
  { key: 'website', label: 'Website', placeholder: 'https://…' },
  { key: 'twitter', label: 'Twitter', placeholder: 'https://…' },
  { key: 'telegram', label: 'Telegram', placeholder: 'https://…' },
  { key: 'discord', label: 'Discord', placeholder: 'https://…' },
];

function validate({ description, links, logo }: MetadataDraft<LinkKey, PreparedLogo>): string | null {
  const text = description.trim();
  if (text === '') return CREATE_POOL_TEXTS.descriptionMissing;
  if (text.length > MAX_DESCRIPTION_LENGTH) return CREATE_POOL_TEXTS.descriptionTooLong;
  if (!logo) return CREATE_POOL_TEXTS.logo;
  if (LINKS.some(({ key }) => !isOptionalHttpsUrl(links[key]))) return CREATE_POOL_TEXTS.url;
  return null;
}

// Pool logos are resized to 64×64 PNG; a refused file or a resize warning shows under the button.
async function readLogo(file: File) {
  const invalid = validateLogoFile(file, POOL_LOGO_RULE);
  if (invalid) return { logo: null, message: invalid };
  const prepared = await prepareLogo(file);
  return {
    logo: { base64: prepared.base64, mimeType: prepared.mimeType, previewUrl: prepared.previewUrl, fileName: file.name },
    message: prepared.warning ?? null,
  };
}

/** The dashboard's "Add metadata" for a pool whose post failed or never happened: the pool's texts and rules on the shared dialog. */
export function AddMetadataDialog({ pool, open, onClose, onSaved }: { pool: PoolView; open: boolean; onClose: () => void; onSaved: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <MetadataDialog<LinkKey, PreparedLogo>
      open={open}
      onClose={onClose}
      title={`Add metadata for pool #${pool.poolId}`}
      titleId={`add-metadata-${pool.poolId}`}
      submitLabel="Sign & submit"
      busyLabel="Submitting..."
      maxDescriptionLength={MAX_DESCRIPTION_LENGTH}
      links={LINKS}
      logo={{
        accept: LOGO_ACCEPT,
        read: readLogo,
        caption: (_logo, message) => message,
        preview: (logo) => (logo ? <TokenLogo src={logo.previewUrl} symbol={pool.token.symbol} size={48} /> : null),
      }}
      validate={validate}
      submit={async ({ description, links, logo }) => {
        const result = await dispatch(
          submitPoolMetadata(
            { poolId: pool.poolId, poolAddress: pool.poolAddress, owner: pool.owner },
            { ...emptyFields, description, ...links },
            logo,
            { resetForm: false },
          ),
        );
        if (result.status !== 'saved') return { saved: false, reason: result.reason };
        onSaved();
        return { saved: true };
      }}
    />
  );
}

import { useAppDispatch } from '../../../shared/store/hooks';
import { AddMetadataDialog as MetadataDialog, type MetadataDraft } from '../../../shared/metadata/AddMetadataDialog';
import type { SocialLinkField } from '../../../shared/metadata/SocialLinkFields';
import { fileToBase64 } from '../../../shared/metadata/submitMetadata';
import { notify } from '../../../shared/toast/notify';
import { submitBondMetadata } from '../create/createBondFlow';
import type { PendingSale } from '../create/createBondSlice';
import {
  CREATE_BOND_TEXTS,
  DEFAULT_CREATE_BOND_FIELDS,
  isOptionalHttpsUrl,
  LOGO_ACCEPT,
  LOGO_HINT,
  MAX_DESCRIPTION_LENGTH,
  validateLogoFile,
  BOND_LOGO_RULE,
} from '../lib/createBondValidation';

type LinkKey = 'websiteUrl' | 'twitterUrl' | 'telegramUrl';
type Logo = { base64: string; mimeType: string; fileName: string };
type Draft = MetadataDraft<LinkKey, Logo>;

const LINKS: readonly SocialLinkField<LinkKey>[] = [
  { key: 'websiteUrl', label: 'Website' },
  { key: 'twitterUrl', label: 'Twitter' },
  { key: 'telegramUrl', label: 'Telegram' },
];

const descriptionError = ({ description }: Draft) =>
  description.trim() === ''
    ? 'Please enter a description'
    : description.trim().length > MAX_DESCRIPTION_LENGTH
      ? CREATE_BOND_TEXTS.descriptionTooLong
      : null;
const linkError = ({ links }: Draft, key: LinkKey) => (isOptionalHttpsUrl(links[key]) ? null : CREATE_BOND_TEXTS.invalidUrl);

const LOGO_RULES = {
  accept: LOGO_ACCEPT,
  // Bond logos are posted as picked (PNG, JPG or SVG under 5MB); a refused file is a toast.
  read: async (file: File) => {
    const invalid = validateLogoFile(file, BOND_LOGO_RULE);
    if (invalid) return void notify.error(invalid);
    const { base64, mimeType } = await fileToBase64(file);
    return { logo: { base64, mimeType, fileName: file.name }, message: null };
  },
  caption: (logo: Logo | null) => (logo ? logo.fileName : LOGO_HINT),
};

/** The owner page's "Add metadata" for a sale that has none: the sale's texts and rules on the shared dialog. */
export function AddMetadataDialog({ open, onClose, sale }: { open: boolean; onClose: () => void; sale: PendingSale }) {
  const dispatch = useAppDispatch();
  return (
    <MetadataDialog<LinkKey, Logo>
      open={open}
      onClose={onClose}
      title="Add metadata"
      titleId="add-metadata-title"
      submitLabel="Sign and save"
      busyLabel="Saving..."
      maxDescriptionLength={MAX_DESCRIPTION_LENGTH}
      links={LINKS}
      logo={LOGO_RULES}
      validate={(draft) => descriptionError(draft) ?? LINKS.map(({ key }) => linkError(draft, key)).find(Boolean) ?? null}
      fieldErrors={(draft) => ({ description: descriptionError(draft), link: (key) => linkError(draft, key) })}
      submit={async ({ description, links, logo }) => {
        const outcome = await dispatch(
          submitBondMetadata(sale, { ...DEFAULT_CREATE_BOND_FIELDS, description, ...links }, logo, { fromCreateForm: false }),
        );
        if (outcome.status !== 'saved') return { saved: false };
        notify.success('Bond metadata saved');
        return { saved: true };
      }}
    />
  );
}

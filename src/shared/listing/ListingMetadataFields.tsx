import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DescriptionField } from '../metadata/DescriptionField';
import { LogoPicker } from '../metadata/LogoPicker';
import { SocialLinkFields, type SocialLinkField } from '../metadata/SocialLinkFields';
import { MAX_DESCRIPTION_LENGTH } from './formRules';

export interface ListingMetadataFieldsProps<K extends string> {
  description: string;
  onDescription(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  links: readonly SocialLinkField<K>[];
  values: Readonly<Record<NoInfer<K>, string>>;
  onLink(field: K, value: string): void;
  errorFor(field: NoInfer<K> | 'description'): string | undefined;
  logo: {
    hasLogo: boolean;
    accept: string;
    onFile(file: File): void;
    caption: string;
    captionIsError?: boolean;
    preview: ReactNode;
  };
  disabled: boolean;
}

/** The metadata part of a create form: description, social links (one column each on wide screens) and logo. */
export function ListingMetadataFields<K extends string>(props: ListingMetadataFieldsProps<K>) {
  const { logo, disabled } = props;
  return (
    <>
      <DescriptionField
        value={props.description}
        onChange={props.onDescription}
        maxLength={MAX_DESCRIPTION_LENGTH}
        errorText={props.errorFor('description')}
        disabled={disabled}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${props.links.length % 3 === 0 ? 3 : 2}, 1fr)` } }}>
        <SocialLinkFields links={props.links} values={props.values} onChange={props.onLink} errorFor={props.errorFor} disabled={disabled} />
      </Box>
      <LogoPicker
        hasLogo={logo.hasLogo}
        accept={logo.accept}
        onFile={logo.onFile}
        caption={logo.caption}
        captionIsError={logo.captionIsError}
        preview={logo.preview}
        disabled={disabled}
      />
    </>
  );
}

import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DescriptionField } from '../metadata/DescriptionField';
import { LogoPicker } from '../metadata/LogoPicker';
import { SocialLinkFields, type SocialLinkField } from '../metadata/SocialLinkFields';
import { MAX_DESCRIPTION_LENGTH } from './formRules';

export interface ListingMetadataFieldsProps<K extends string> {
  links: readonly SocialLinkField<K>[];
  /** the form's text fields: the description and one per link */
  values: Readonly<Record<NoInfer<K> | 'description', string>>;
  onChange(field: NoInfer<K> | 'description', value: string): void;
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
        value={props.values.description}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange('description', event.target.value)}
        maxLength={MAX_DESCRIPTION_LENGTH}
        errorText={props.errorFor('description')}
        disabled={disabled}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${props.links.length % 3 === 0 ? 3 : 2}, 1fr)` } }}>
        <SocialLinkFields links={props.links} values={props.values} onChange={props.onChange} errorFor={props.errorFor} disabled={disabled} />
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

import TextField from '@mui/material/TextField';

export interface SocialLinkField<K extends string> {
  key: K;
  label: string;
  placeholder?: string;
}

/**
 * One URL input per social link, in the caller's order (e.g. Website, Twitter, Telegram, and a
 * kind may add Discord). With `errorFor` each field reserves a helper line for its error so the grid does
 * not jump; without it the fields carry no helper line.
 */
export function SocialLinkFields<K extends string>({
  links,
  values,
  onChange,
  errorFor,
  disabled,
}: {
  links: readonly SocialLinkField<K>[];
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
  errorFor?: (key: K) => string | null | undefined;
  disabled?: boolean;
}) {
  return (
    <>
      {links.map(({ key, label, placeholder }) => {
        const error = errorFor?.(key);
        return (
          <TextField
            key={key}
            label={label}
            type="url"
            value={values[key]}
            onChange={(e) => onChange(key, e.target.value)}
            placeholder={placeholder}
            disabled={disabled}
            error={!!error}
            helperText={errorFor ? error || ' ' : undefined}
          />
        );
      })}
    </>
  );
}

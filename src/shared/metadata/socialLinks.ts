/** The labels of the social links metadata may carry, in the order a listing shows them. */
const LABELS: Record<string, string> = { website: 'Website', twitter: 'Twitter', telegram: 'Telegram', discord: 'Discord' };

export interface SocialLink {
  key: string;
  label: string;
  href: string;
}

/** Only an absolute https URL becomes a link: metadata is user-provided (the server enforces https too). */
function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** A listing's social links to render: the known ones in their order, then any other key under its own name; unsafe ones dropped. */
export function socialLinksOf<S extends { [K in keyof S]?: string }>(listingSocials: S | undefined): SocialLink[] {
  if (!listingSocials) return [];
  const socials: Readonly<Record<string, string | undefined>> = listingSocials;
  const keys = [...Object.keys(LABELS).filter((key) => key in socials), ...Object.keys(socials).filter((key) => !(key in LABELS))];
  return keys.flatMap((key) => {
    const href = httpsUrl(socials[key]);
    return href ? [{ key, label: LABELS[key] ?? key, href }] : [];
  });
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { PoolSocials as Socials } from '../api/types';

const LABELS: Array<[keyof Socials, string]> = [
  ['website', 'Website'],
  ['twitter', 'Twitter'],
  ['telegram', 'Telegram'],
  ['discord', 'Discord'],
];

/** Only https links are rendered: metadata is user-provided. */
function safeHref(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export function PoolSocials({ socials }: { socials: Socials }) {
  const links = LABELS.map(([key, label]) => ({ label, href: safeHref(socials[key]) })).filter((l) => l.href);
  if (links.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {links.map((l) => (
        <Link key={l.label} href={l.href!} target="_blank" rel="noopener noreferrer">
          {l.label}
        </Link>
      ))}
    </Box>
  );
}

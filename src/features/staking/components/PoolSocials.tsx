import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { socialLinksOf } from '../../../shared/metadata/socialLinks';
import type { PoolSocials as Socials } from '../api/types';

/** The pool's social links; only https ones are rendered, metadata being user-provided. */
export function PoolSocials({ socials }: { socials: Socials }) {
  const links = socialLinksOf(socials);
  if (links.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {links.map((link) => (
        <Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </Link>
      ))}
    </Box>
  );
}

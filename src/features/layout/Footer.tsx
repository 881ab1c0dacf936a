import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { config } from '../../config';

export interface FooterLink {
  label: string;
  /** external URL or an in-app path */
  href: string;
  external: boolean;
}

export const footerLinks: readonly FooterLink[] = [
  { label: 'Twitter', href: config.links.twitter, external: true },
  { label: 'Telegram', href: config.links.telegram, external: true },
  { label: 'Docs', href: config.links.docs, external: true },
  { label: 'Privacy Policy', href: '/privacy', external: false },
  { label: 'Report Issue', href: config.links.reportIssue, external: true },
  { label: 'Contact Us', href: config.links.contact, external: true },
];

/** MUI's Link look (secondary text, underlined on hover) without its module in every visitor's first download. */
const FOOTER_LINK_SX = { color: 'text.secondary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

/**
 * The copyright's year: the year this release was built, by the build machine's clock. Neither the
 * chain's time (which can be moved, and which the browser tests' clock follows) nor a visitor's
 * clock that is off; and the same in the prerendered page and in the browser, even on New Year's Eve.
 */
export function releaseYear(buildTimeMs = Number(process.env.BUILD_TIME_MS), nowMs = Date.now()): number {
  return new Date(buildTimeMs > 0 ? buildTimeMs : nowMs).getUTCFullYear();
}

export function Footer({ year = releaseYear() }: { year?: number }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}
        >
          {footerLinks.map((link) =>
            link.external ? (
              <Box component="a" key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" sx={FOOTER_LINK_SX}>
                {link.label}
              </Box>
            ) : (
              <Box component={RouterLink} key={link.label} to={link.href} sx={FOOTER_LINK_SX}>
                {link.label}
              </Box>
            ),
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          © {year}
        </Typography>
      </Container>
    </Box>
  );
}

export default Footer;

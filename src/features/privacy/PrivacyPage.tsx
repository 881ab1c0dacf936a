import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config } from '../../config';

export const PRIVACY_LAST_UPDATED = '13 October 2025';

interface Section {
  title: string;
  body: string[];
}

/** Every point of SPEC section 1's privacy policy; `email` is the operator's contact address (config). */
export function privacySections(email: string): Section[] {
  return [
    {
      title: 'What we collect',
      body: [
        `The only personal data we handle is the data you give us when you ask for support: an optional email address (${email}, if you choose to write to us) and your wallet address.`,
        'Using the app itself needs no account. Your wallet address is public on the blockchain; we do not link it to your identity.',
      ],
    },
    {
      title: 'No analytics, no cookies',
      body: [
        'We use no analytics, no tracking pixels and no cookies. Your wallet choice and pending transactions are kept in your own browser storage only so the app can restore them; they never leave your device.',
      ],
    },
    {
      title: 'No sale of data',
      body: ['We do not sell, rent or share your data with anyone.'],
    },
    {
      title: 'Age requirement',
      body: ['You must be 18 years or older to use this app.'],
    },
    {
      title: 'Retention',
      body: ['Support data is deleted once your support request is resolved.'],
    },
    {
      title: 'Contact',
      body: [`For any question about this policy, write to ${email}.`],
    },
  ];
}

export default function PrivacyPage() {
  const email = config.privacy.email;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Privacy Policy
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Last updated {PRIVACY_LAST_UPDATED}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4 }}>
        {privacySections(email).map((section) => (
          <Box component="section" key={section.title} sx={{ '& + &': { mt: 4 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {section.title}
            </Typography>
            {section.body.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ '& + &': { mt: 1.5 } }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Paper>
      {/^[^\s@{}]+@[^\s@{}]+$/.test(email) && (
        <Typography sx={{ mt: 3 }}>
          <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      )}
    </Container>
  );
}

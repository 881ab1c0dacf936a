import { render, screen } from '@testing-library/react';
import { config } from '../../config';
import PrivacyPage, { privacySections } from './PrivacyPage';

describe('PrivacyPage (SPEC section 1)', () => {
  beforeEach(() => render(<PrivacyPage />));

  it('is the privacy policy, last updated 13 October 2025', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 13 October 2025')).toBeInTheDocument();
  });

  it("limits support data to an optional email (the operator's contact address) and the wallet address", () => {
    // the dev stack's own address: a deployment sets CONTACT_EMAIL
    expect(config.privacy.email).toBe('support@localhost');
    expect(
      screen.getByText(/only personal data we handle is .*an optional email address \(support@localhost, if you choose to write to us\) and your wallet address/),
    ).toBeInTheDocument();
    expect(screen.getByText('For any question about this policy, write to support@localhost.')).toBeInTheDocument();
  });

  it('states no analytics or cookies, no sale of data, 18+ and deletion after support resolution', () => {
    expect(screen.getByText(/We use no analytics, no tracking pixels and no cookies/)).toBeInTheDocument();
    expect(screen.getByText('We do not sell, rent or share your data with anyone.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 years or older to use this app.')).toBeInTheDocument();
    expect(screen.getByText('Support data is deleted once your support request is resolved.')).toBeInTheDocument();
  });

  it('links the contact address for mail', () => {
    expect(screen.getByRole('link', { name: 'support@localhost' })).toHaveAttribute('href', 'mailto:support@localhost');
  });

  it('shows no placeholder in braces', () => {
    expect(document.body.textContent).not.toMatch(/[{}]/);
    expect(privacySections('a@b.c').flatMap((section) => section.body).join(' ')).not.toMatch(/[{}]/);
  });
});

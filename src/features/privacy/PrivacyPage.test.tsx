import { render, screen } from '@testing-library/react';
import { config } from '../../config';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage (SPEC section 1)', () => {
  beforeEach(() => render(<PrivacyPage />));

  it('is the privacy policy, last updated 13 October 2025', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 13 October 2025')).toBeInTheDocument();
  });

  it('limits support data to an optional email (the configured placeholder) and the wallet address', () => {
    expect(config.privacy.email).toBe('{email}');
    expect(
      screen.getByText(/only personal data we handle is .*an optional email address \(\{email\}.*\) and your wallet address/),
    ).toBeInTheDocument();
  });

  it('states no analytics or cookies, no sale of data, 18+ and deletion after support resolution', () => {
    expect(screen.getByText(/We use no analytics, no tracking pixels and no cookies/)).toBeInTheDocument();
    expect(screen.getByText('We do not sell, rent or share your data with anyone.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 years or older to use this app.')).toBeInTheDocument();
    expect(screen.getByText('Support data is deleted once your support request is resolved.')).toBeInTheDocument();
  });

  it('shows no mailto link while the email is still the placeholder', () => {
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

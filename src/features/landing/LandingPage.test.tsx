import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { config } from '../../config';
import LandingPage, { LANDING_TAGS } from './LandingPage';

jest.mock('../swap/SwapCard', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { __esModule: true, default: () => createElement('h2', null, '[SwapCard]') };
});

jest.setTimeout(20_000);

describe('LandingPage (SPEC section 1)', () => {
  beforeEach(async () => {
    // the app's theme: the hero's gradient takes the scheme's brand colours from it
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    // let the lazily loaded swap card settle inside act
    await screen.findByRole('heading', { name: '[SwapCard]' }, { timeout: 8000 });
  });

  it('shows the tagline and the five tags', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'A universe built on true decentralization' })).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Blockchain', 'DeFi', 'GameFi', 'AI-Powered', 'Community']);
    expect(LANDING_TAGS).toHaveLength(5);
  });

  it("links 'Bonds Launch' to /bond/sales and 'Documentation' to the docs in a new tab", () => {
    expect(screen.getByRole('link', { name: 'Bonds Launch' })).toHaveAttribute('href', '/bond/sales');
    const docs = screen.getByRole('link', { name: 'Documentation' });
    expect(docs).toHaveAttribute('href', config.links.docs);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts the swap card below the hero, in the #swap section', () => {
    const card = screen.getByRole('heading', { name: '[SwapCard]' });
    expect(document.getElementById('swap')).toContainElement(card);
  });
});

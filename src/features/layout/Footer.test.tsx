import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { config } from '../../config';
import { Footer, releaseYear } from './Footer';
import { Partners, splitRows } from './Partners';

describe('Footer', () => {
  it('links Twitter, Telegram, Docs, Privacy Policy, Report Issue and Contact Us', () => {
    render(
      <MemoryRouter>
        <Footer year={2031} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Twitter', config.links.twitter],
      ['Telegram', config.links.telegram],
      ['Docs', config.links.docs],
      ['Privacy Policy', '/privacy'],
      ['Report Issue', config.links.reportIssue],
      ['Contact Us', config.links.contact],
    ]);
    for (const link of links.filter((l) => l.textContent !== 'Privacy Policy')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('target');
    expect(screen.getByText('© 2031')).toBeInTheDocument();
  });

  it("shows the release's year by default (the wall clock's year when it was built)", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(`© ${releaseYear()}`)).toBeInTheDocument();
  });

  it("takes the year from the build's clock, not from the clock of the page (which may follow chain time)", () => {
    const built = Date.UTC(2026, 10, 28);
    expect(releaseYear(built, Date.UTC(2027, 5, 1))).toBe(2026);
    // without a build time (tests, a development server) the page's clock stands in
    expect(releaseYear(Number.NaN, Date.UTC(2031, 0, 1))).toBe(2031);
  });
});

describe('Partners and Friends', () => {
  it('splits the partners into two rows', () => {
    expect(splitRows([1, 2, 3, 4, 5])).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('shows all 31 partner logos once to assistive tech, in two rows, with local images', () => {
    render(<Partners />);
    expect(screen.getByRole('heading', { name: 'Partners and Friends' })).toBeInTheDocument();
    const rows = screen.getAllByRole('list');
    expect(rows).toHaveLength(2);
    const items = rows.flatMap((row) => within(row).getAllByRole('listitem'));
    expect(items).toHaveLength(31);
    expect(config.partners).toHaveLength(31);
    const first = config.partners[0]!;
    expect(screen.getByRole('img', { name: first.name })).toHaveAttribute('src', `/partners/${first.id}.svg`);
  });
});

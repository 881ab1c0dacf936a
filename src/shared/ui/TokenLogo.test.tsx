import { fireEvent, render, screen } from '@testing-library/react';
import { monogramOf, TokenLogo } from './TokenLogo';

describe('TokenLogo', () => {
  it('shows the logo image', () => {
    render(<TokenLogo src="/tokens/usdt.svg" symbol="USDT" />);
    expect(screen.getByRole('img', { name: 'USDT logo' })).toHaveAttribute('src', '/tokens/usdt.svg');
  });

  it('falls back to the monogram when the image fails to load, and retries a new source', () => {
    const { rerender } = render(<TokenLogo src="/broken.png" symbol="SALLY" />);
    fireEvent.error(screen.getByRole('img', { name: 'SALLY logo' }));
    expect(screen.getByRole('img', { name: 'SALLY logo' }).tagName).not.toBe('IMG');
    expect(screen.getByText('SA')).toBeInTheDocument();
    rerender(<TokenLogo src="/tokens/sally.svg" symbol="SALLY" />);
    expect(screen.getByRole('img', { name: 'SALLY logo' })).toHaveAttribute('src', '/tokens/sally.svg');
  });

  it('shows the monogram without a source', () => {
    render(<TokenLogo symbol="bnb" />);
    expect(screen.getByText('BN')).toBeInTheDocument();
    expect(monogramOf('$$')).toBe('?');
  });
});

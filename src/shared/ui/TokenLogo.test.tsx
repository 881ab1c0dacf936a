import { fireEvent, render, screen } from '@testing-library/react';
import { monogramBackground } from './monogramColour';
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

  it('tries the fallback source when the first fails, then the monogram', () => {
    render(<TokenLogo src="/stake-pools/0/logo" fallbackSrc="/tokens/sally.svg" symbol="SALLY" />);
    expect(screen.getByRole('img', { name: 'SALLY logo' })).toHaveAttribute('src', '/stake-pools/0/logo');
    fireEvent.error(screen.getByRole('img', { name: 'SALLY logo' }));
    expect(screen.getByRole('img', { name: 'SALLY logo' })).toHaveAttribute('src', '/tokens/sally.svg');
    fireEvent.error(screen.getByRole('img', { name: 'SALLY logo' }));
    expect(screen.getByRole('img', { name: 'SALLY logo' }).tagName).not.toBe('IMG');
    expect(screen.getByText('SA')).toBeInTheDocument();
  });

  it('shows the monogram without a source, on its own background whatever the page behind', () => {
    render(<TokenLogo symbol="bnb" />);
    const expected = document.createElement('span');
    expected.style.background = monogramBackground('bnb');
    expect(expected.style.background).not.toBe('');
    expect(screen.getByText('BN').style.background).toBe(expected.style.background);
    expect(monogramOf('$$')).toBe('?');
  });
});

import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { monogramBackground } from './monogramColour';

export interface TokenLogoProps {
  /** image URL; missing or failing to load shows the symbol's monogram instead */
  src?: string | null;
  /** tried when `src` fails (a listing without an uploaded logo falls back to the token list's) */
  fallbackSrc?: string | null;
  symbol: string;
  size?: number;
}


export function monogramOf(symbol: string): string {
  const letters = symbol.replace(/[^A-Za-z0-9]/g, '');
  return (letters.slice(0, 2) || '?').toUpperCase();
}

/** Token icon that never shows a broken image: any load error falls back to a monogram. */
export function TokenLogo({ src, fallbackSrc, symbol, size = 28 }: TokenLogoProps) {
  const sources = [src, fallbackSrc].filter((source): source is string => Boolean(source));
  // how many of the sources failed to load, in order
  const [failed, setFailed] = useState(0);
  // A new source deserves a new attempt (the token changed, or the logo was just uploaded).
  useEffect(() => setFailed(0), [src, fallbackSrc]);
  const current = sources[failed];
  const showImage = current !== undefined;
  return (
    <Avatar
      key={current}
      src={current}
      alt={showImage ? `${symbol} logo` : undefined}
      aria-label={showImage ? undefined : `${symbol} logo`}
      role={showImage ? undefined : 'img'}
      slotProps={{ img: { onError: () => setFailed((count) => count + 1), loading: 'lazy', draggable: false } }}
      sx={{
        width: size,
        height: size,
        fontSize: Math.max(10, Math.round(size * 0.38)),
        fontWeight: 700,
        bgcolor: 'transparent',
        color: '#fff',
      }}
    >
      {/* The monogram carries its own background: MUI shows it on its own when the image fails,
          before (or without) our onError, and white letters on a transparent avatar vanish on a
          light page. */}
      <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', background: monogramBackground(symbol) }}>
        {monogramOf(symbol)}
      </span>
    </Avatar>
  );
}

export default TokenLogo;

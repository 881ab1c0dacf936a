/**
 * Draws the local monogram logos of the Partners and Friends carousel into `public/partners/`
 * from the list in `common/partners.ts` (one `{id}.svg` per partner). The names are
 * placeholders; when the operator replaces them, rerun `npm run partner-logos` (or drop real
 * logos with the same file names in place).
 */
import fs from 'node:fs';
import path from 'node:path';
import { partners } from '../common/partners';

/** Initials of the first two words: 'Aurora Labs' → 'AL'. */
export function monogram(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A stable hue per name, so the logos differ but never change between runs. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function partnerSvg(name: string): string {
  const hue = hueOf(name);
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 184 48" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 45%)"/>`,
    `</linearGradient></defs>`,
    `<rect x="4" y="4" width="40" height="40" rx="12" fill="url(#g)"/>`,
    `<text x="24" y="30" text-anchor="middle" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="16" font-weight="700" fill="#0B0E17">${escapeXml(monogram(name))}</text>`,
    `<text x="52" y="30" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="13" font-weight="600" fill="#C9CEDC">${label}</text>`,
    `</svg>`,
    '',
  ].join('');
}

function main(): void {
  const outDir = path.join(__dirname, '..', 'public', 'partners');
  fs.mkdirSync(outDir, { recursive: true });
  for (const partner of partners) {
    fs.writeFileSync(path.join(outDir, `${partner.id}.svg`), partnerSvg(partner.name));
  }
  console.log(`Wrote ${partners.length} partner logos to ${path.relative(process.cwd(), outDir)}`);
}

if (require.main === module) main();

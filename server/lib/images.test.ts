/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { ApiError } from './errors';
import { checkLogo, RASTER_MAX_PIXELS, rasteriseSvg, sanitiseSvg, sniffImage } from './images';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b1f5fc0000000049454e44ae426082', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f00"/></svg>');

function rejection(fn: () => unknown): { status: number; message: string } | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, message: error.message };
  }
}

function parse(svg: Buffer): Document {
  return new new JSDOM('').window.DOMParser().parseFromString(svg.toString('utf8'), 'image/svg+xml');
}

describe('sniffImage', () => {
  it('recognises PNG, JPEG and SVG by their bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(SVG)).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- by hand -->\n<!DOCTYPE svg>\n${SVG}`))).toBe('image/svg+xml');
  });

  it('recognises nothing else', () => {
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(Buffer.from('<svgfoo/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xfe, 0x00, 0x3c]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('checkLogo', () => {
  it('keeps PNG and JPEG bytes as they are', () => {
    expect(checkLogo(PNG, 'image/png', 1024)).toEqual({ bytes: PNG, mimeType: 'image/png' });
    expect(checkLogo(JPEG, 'image/jpg', 1024)).toEqual({ bytes: JPEG, mimeType: 'image/jpeg' });
  });

  it('refuses a type claim that the bytes contradict', () => {
    expect(rejection(() => checkLogo(PNG, 'image/svg+xml', 1024))).toEqual({
      status: 400,
      message: 'The logo is claimed to be image/svg+xml but its bytes are image/png',
    });
    expect(rejection(() => checkLogo(SVG, 'image/png', 1024))?.message).toBe('The logo is claimed to be image/png but its bytes are image/svg+xml');
    expect(rejection(() => checkLogo(JPEG, 'image/png', 1024))?.status).toBe(400);
  });

  it('refuses other types, unknown bytes, empty and oversized logos', () => {
    expect(rejection(() => checkLogo(PNG, 'image/gif', 1024))?.status).toBe(400);
    expect(rejection(() => checkLogo(Buffer.from('hello'), 'image/png', 1024))?.message).toBe('The logo is not a PNG, JPEG or SVG image');
    expect(rejection(() => checkLogo(Buffer.alloc(0), 'image/png', 1024))?.status).toBe(400);
    expect(rejection(() => checkLogo(PNG, 'image/png', PNG.length - 1))?.status).toBe(413);
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('SVG logos are stored as PNG', () => {
  it('draws an SVG as a PNG of at most 512 px on its longer side, keeping its proportions', () => {
    const checked = checkLogo(SVG, 'image/svg+xml', 1024);
    expect(checked.mimeType).toBe('image/png');
    expect(sniffImage(checked.bytes)).toBe('image/png');
    expect(pngSize(checked.bytes)).toEqual({ width: RASTER_MAX_PIXELS, height: RASTER_MAX_PIXELS });
    const tall = rasteriseSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 40"><rect width="10" height="40"/></svg>'));
    expect(pngSize(tall)).toEqual({ width: 128, height: RASTER_MAX_PIXELS });
  });

  it('draws CSS that names URLs, however escaped, without loading them (the escapes cannot reach a browser)', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">
      <style>@\\69mport "https://evil.example/a.css"; rect { fill: u\\72l(https://evil.example/p); background: image-set("https://evil.example/i.png" 1x) }</style>
      <rect width="8" height="8" fill="#10B981" style="fill: u\\72l(https://evil.example/q)"/></svg>`;
    const png = checkLogo(Buffer.from(svg), 'image/svg+xml', 4096).bytes;
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.toString('latin1')).not.toMatch(/evil\.example/);
  });

  it('refuses an SVG that has nothing to draw', () => {
    expect(rejection(() => rasteriseSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>')))?.status).toBe(400);
  });
});

describe('sanitiseSvg', () => {
  it('keeps a plain SVG renderable', () => {
    const out = sanitiseSvg(SVG);
    const doc = parse(out);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(doc.getElementsByTagName('circle')).toHaveLength(1);
  });

  it.each([
    ['a script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a <script> element'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>', 'an event handler (onload)'],
    ['a handler on a child', '<svg xmlns="http://www.w3.org/2000/svg"><rect onclick="x()"/></svg>', 'an event handler (onclick)'],
    ['a javascript: link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>', 'a javascript: URL'],
  ])('refuses %s', (_label, svg, what) => {
    expect(rejection(() => sanitiseSvg(Buffer.from(svg)))).toEqual({ status: 400, message: `The SVG logo contains ${what}, which is not allowed` });
  });

  it('removes external references and foreignObject but keeps local references', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <style>@import url(https://evil.example/x.css);</style>
      <defs><linearGradient id="g"><stop offset="1" stop-color="red"/></linearGradient></defs>
      <rect width="5" height="5" fill="url(#g)"/>
      <rect width="5" height="5" style="fill: url(https://evil.example/p)"/>
      <image href="https://evil.example/track.png" width="1" height="1"/>
      <image xlink:href="http://evil.example/track.png" width="1" height="1"/>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
    </svg>`;
    const out = sanitiseSvg(Buffer.from(svg)).toString();
    expect(out).not.toMatch(/evil\.example/);
    expect(out).not.toMatch(/foreignObject/i);
    expect(out).toContain('url(#g)');
    expect(parse(Buffer.from(out)).getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('refuses SVG without an svg root', () => {
    expect(rejection(() => sanitiseSvg(Buffer.from('<div>no</div>')))?.status).toBe(400);
  });
});

import { Resvg } from '@resvg/resvg-js';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { badRequest, payloadTooLarge } from './errors';

export type LogoMimeType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * What the bytes are, regardless of what the client claims. SVG is recognised as UTF-8 text
 * whose first element (after an optional BOM, XML declaration, comments and doctype) is <svg>.
 */
export function sniffImage(bytes: Buffer): LogoMimeType | null {
  if (bytes.length >= PNG_MAGIC.length && bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.length >= JPEG_MAGIC.length && bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  const text = decodeUtf8(bytes);
  if (text === null) return null;
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    const before = rest;
    rest = rest
      .replace(/^\s+/, '')
      .replace(/^<\?xml[^>]*\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '');
    if (rest === before) break;
  }
  return /^<svg[\s>/]/.test(rest) ? 'image/svg+xml' : null;
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Normalises the claimed type; image/jpg is a common alias of image/jpeg. */
export function normaliseClaimedMime(claimed: string): LogoMimeType | null {
  const mime = claimed.trim().toLowerCase();
  if (mime === 'image/png') return 'image/png';
  if (mime === 'image/jpeg' || mime === 'image/jpg') return 'image/jpeg';
  if (mime === 'image/svg+xml') return 'image/svg+xml';
  return null;
}

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | null = null;
let activeContentFound: string | null = null;

const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'handler', 'listener']);
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;

/**
 * One jsdom window and DOMPurify instance for the process: creating a window per request
 * costs milliseconds, and sanitising is synchronous, so the hooks' shared state is safe.
 */
function getPurifier(): { purify: DOMPurify; window: JSDOM['window'] } {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeElement', (node, data) => {
    const tag = data.tagName.toLowerCase();
    if (ACTIVE_ELEMENTS.has(tag)) activeContentFound ??= `a <${tag}> element`;
    // <style> can pull external resources through url() or @import.
    if (tag === 'style' && node.textContent && (EXTERNAL_URL.test(node.textContent) || /@import/i.test(node.textContent))) {
      node.parentNode?.removeChild(node);
    }
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (name.startsWith('on')) activeContentFound ??= `an event handler (${name})`;
    if (/^\s*(javascript|vbscript):/i.test(value)) activeContentFound ??= 'a javascript: URL';
    // External references: only same-document fragments (#id) may be referenced.
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !value.trim().startsWith('#')) data.keepAttr = false;
    if (EXTERNAL_URL.test(value)) data.keepAttr = false;
  });
  purifier = { purify, window };
  return purifier;
}

/**
 * Sanitises an SVG logo. Active content (scripts, event handlers, javascript: URLs) makes the
 * upload fail outright, since no honest logo carries it; external references and
 * foreignObject are removed, as is anything else outside DOMPurify's SVG allow-list.
 * Returns XML (not HTML) serialisation, so the result is a valid standalone image/svg+xml.
 */
export function sanitiseSvg(bytes: Buffer): Buffer {
  const text = decodeUtf8(bytes);
  if (text === null) throw badRequest('The SVG logo is not valid UTF-8 text');
  const { purify, window } = getPurifier();
  activeContentFound = null;
  let root: Element | null;
  try {
    const body = purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['foreignObject', 'foreignobject', 'use'],
      RETURN_DOM: true,
    }) as unknown as HTMLElement;
    root = body.firstElementChild;
  } finally {
    purify.removed.length = 0;
  }
  const found = activeContentFound;
  activeContentFound = null;
  if (found) throw badRequest(`The SVG logo contains ${found}, which is not allowed`);
  if (!root || root.localName !== 'svg') throw badRequest('The SVG logo has no <svg> root element');
  if (!root.getAttribute('xmlns')) root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const xml = new window.XMLSerializer().serializeToString(root);
  // A round trip through the XML parser proves browsers can render it standalone.
  const check = new window.DOMParser().parseFromString(xml, 'image/svg+xml');
  if (check.getElementsByTagName('parsererror').length > 0 || check.documentElement.localName !== 'svg') {
    throw badRequest('The SVG logo could not be parsed');
  }
  return Buffer.from(xml, 'utf8');
}

/** The box an SVG logo is drawn into: several times the largest size the app shows a logo at. */
export const RASTER_MAX_PIXELS = 512;

/**
 * Draws a (sanitised) SVG logo as a PNG of at most RASTER_MAX_PIXELS on its longer side, with
 * resvg: no SVG is ever served, so nothing an SVG can do in a browser (scripts, CSS that loads
 * URLs, however escaped) reaches one. resvg loads no external resource; it is given none anyway.
 */
export function rasteriseSvg(svg: Buffer): Buffer {
  const draw = (fitTo: { mode: 'width' | 'height'; value: number }) =>
    new Resvg(svg, { fitTo, font: { loadSystemFonts: true }, imageRendering: 0, shapeRendering: 2, textRendering: 1 });
  let resvg: Resvg;
  try {
    resvg = draw({ mode: 'width', value: RASTER_MAX_PIXELS });
    // width and height are the drawing's own size: a tall one is fitted by its height instead
    if (resvg.height > resvg.width) resvg = draw({ mode: 'height', value: RASTER_MAX_PIXELS });
  } catch {
    throw badRequest('The SVG logo could not be drawn');
  }
  if (resvg.width < 1 || resvg.height < 1) throw badRequest('The SVG logo has no size to draw');
  return Buffer.from(resvg.render().asPng());
}

export interface CheckedLogo {
  bytes: Buffer;
  /** what is stored and served: PNG or JPEG (an SVG upload is stored as its PNG drawing) */
  mimeType: 'image/png' | 'image/jpeg';
}

/**
 * Checks a logo by its bytes: the claimed type must be PNG, JPEG or SVG and match what the
 * bytes are; an SVG is sanitised, then drawn as a PNG, which is what is stored. `maxBytes`
 * applies to the decoded upload.
 */
export function checkLogo(bytes: Buffer, claimedMime: string, maxBytes: number): CheckedLogo {
  if (bytes.length === 0) throw badRequest('The logo is empty');
  if (bytes.length > maxBytes) throw payloadTooLarge(`The logo must be at most ${maxBytes / (1024 * 1024)} MB`);
  const claimed = normaliseClaimedMime(claimedMime);
  if (!claimed) throw badRequest('logoMimeType must be image/png, image/jpeg or image/svg+xml');
  const actual = sniffImage(bytes);
  if (!actual) throw badRequest('The logo is not a PNG, JPEG or SVG image');
  if (actual !== claimed) throw badRequest(`The logo is claimed to be ${claimed} but its bytes are ${actual}`);
  if (actual === 'image/svg+xml') return { bytes: rasteriseSvg(sanitiseSvg(bytes)), mimeType: 'image/png' };
  return { bytes, mimeType: actual };
}

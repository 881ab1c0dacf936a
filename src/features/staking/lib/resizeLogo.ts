/**
 * Pool logos are stored as 64×64 PNGs (SPEC section 5). The browser resizes with a
 * canvas; when that fails (an SVG the canvas cannot draw, a tainted canvas, no 2D
 * context) the original file is used and the user is told so.
 */
import { CREATE_POOL_TEXTS } from './createPoolValidation';

export const LOGO_SIZE = 64;
const LOAD_TIMEOUT_MS = 5_000;

export interface PreparedLogo {
  /** base64 without the data: prefix, as the API takes it */
  base64: string;
  mimeType: string;
  /** data URL for the preview */
  previewUrl: string;
  /** set when the original was kept because resizing failed */
  warning?: string;
}

export interface ResizeDeps {
  readAsDataUrl(file: Blob): Promise<string>;
  /** draws the image at `src` on a size×size canvas and returns a PNG data URL */
  drawToPngDataUrl(src: string, size: number): Promise<string>;
}

export function splitDataUrl(dataUrl: string): { mimeType: string; base64: string } {
  const match = /^data:([^;,]+)?(?:;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a base64 data URL');
  return { mimeType: match[1] ?? 'application/octet-stream', base64: match[2] };
}

export async function prepareLogo(file: File, deps: ResizeDeps = browserResizeDeps): Promise<PreparedLogo> {
  const originalUrl = await deps.readAsDataUrl(file);
  try {
    const pngUrl = await deps.drawToPngDataUrl(originalUrl, LOGO_SIZE);
    const { mimeType, base64 } = splitDataUrl(pngUrl);
    if (mimeType !== 'image/png' || base64 === '') throw new Error('canvas gave no PNG');
    return { base64, mimeType, previewUrl: pngUrl };
  } catch {
    const { base64 } = splitDataUrl(originalUrl);
    return {
      base64,
      mimeType: file.type || splitDataUrl(originalUrl).mimeType,
      previewUrl: originalUrl,
      warning: CREATE_POOL_TEXTS.resizeFailed,
    };
  }
}

export const browserResizeDeps: ResizeDeps = {
  readAsDataUrl(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(file);
    });
  },
  drawToPngDataUrl(src, size) {
    return new Promise((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('no 2d context'));
        return;
      }
      const image = new Image();
      // an image that never loads nor fails must not block the form
      const timer = setTimeout(() => reject(new Error('image load timed out')), LOAD_TIMEOUT_MS);
      image.onload = () => {
        clearTimeout(timer);
        try {
          // Cover the square: crop the longer side so the logo keeps its proportions.
          const width = image.naturalWidth || size;
          const height = image.naturalHeight || size;
          const side = Math.min(width, height);
          context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side, 0, 0, size, size);
          resolve(canvas.toDataURL('image/png'));
        } catch (error) {
          reject(error);
        }
      };
      image.onerror = () => {
        clearTimeout(timer);
        reject(new Error('image failed to load'));
      };
      image.src = src;
    });
  },
};

/**
 * Pool logos are stored as 64×64 PNGs (SPEC section 5). The browser resizes with a
 * canvas; when that fails (an SVG the canvas cannot draw, a tainted canvas, no 2D
 * context) the original file is used and the user is told so.
 */
import { CREATE_POOL_TEXTS } from './createPoolValidation';

export const LOGO_SIZE = 64;

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
      const image = new Image();
      image.onload = () => {
        try {
          const canvas = document.createElement('canvas');
          canvas.width = size;
          canvas.height = size;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          // Cover the square: crop the longer side so the logo keeps its proportions.
          const side = Math.min(image.naturalWidth || size, image.naturalHeight || size);
          const sx = ((image.naturalWidth || size) - side) / 2;
          const sy = ((image.naturalHeight || size) - side) / 2;
          context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
          resolve(canvas.toDataURL('image/png'));
        } catch (error) {
          reject(error);
        }
      };
      image.onerror = () => reject(new Error('image failed to load'));
      image.src = src;
    });
  },
};

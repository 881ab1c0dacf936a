import { prepareLogo, type ResizeDeps } from './resizeLogo';

const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
const ORIGINAL = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('prepareLogo', () => {
  it('uses the 64×64 PNG the canvas draws', async () => {
    const drawn: Array<[string, number]> = [];
    const deps: ResizeDeps = {
      readAsDataUrl: async () => ORIGINAL,
      drawToPngDataUrl: async (src, size) => {
        drawn.push([src, size]);
        return 'data:image/png;base64,iVBORw0KGgo=';
      },
    };
    await expect(prepareLogo(svg, deps)).resolves.toEqual({
      base64: 'iVBORw0KGgo=',
      mimeType: 'image/png',
      previewUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(drawn).toEqual([[ORIGINAL, 64]]);
  });

  it('keeps the original with a warning when resizing fails', async () => {
    const deps: ResizeDeps = {
      readAsDataUrl: async () => ORIGINAL,
      drawToPngDataUrl: async () => {
        throw new Error('tainted canvas');
      },
    };
    await expect(prepareLogo(svg, deps)).resolves.toEqual({
      base64: 'PHN2Zy8+',
      mimeType: 'image/svg+xml',
      previewUrl: ORIGINAL,
      warning: 'Failed to resize image. Using original preview.',
    });
  });

  it('treats a canvas that returns no PNG (e.g. "data:,") as a failure', async () => {
    const deps: ResizeDeps = {
      readAsDataUrl: async () => ORIGINAL,
      drawToPngDataUrl: async () => 'data:,',
    };
    const result = await prepareLogo(svg, deps);
    expect(result.warning).toBe('Failed to resize image. Using original preview.');
    expect(result.mimeType).toBe('image/svg+xml');
  });
});

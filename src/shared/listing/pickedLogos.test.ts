import { keepLogoBytes, logoBytes, logoDataUrl, releaseLogoBytes } from './pickedLogos';

describe('pickedLogos', () => {
  const PNG = { base64: 'iVBORw0KGgo=', mimeType: 'image/png' };

  it('answers the kept bytes by their id, and a data URL for the preview', () => {
    const id = keepLogoBytes(PNG);
    expect(typeof id).toBe('string');
    expect(logoBytes(id)).toEqual(PNG);
    expect(logoDataUrl(logoBytes(id))).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('gives each picked logo its own id, and forgets one released', () => {
    const first = keepLogoBytes(PNG);
    const second = keepLogoBytes({ base64: 'PHN2Zy8+', mimeType: 'image/svg+xml' });
    expect(first).not.toBe(second);
    releaseLogoBytes(first);
    expect(logoBytes(first)).toBeNull();
    expect(logoBytes(second)?.mimeType).toBe('image/svg+xml');
  });

  it('answers nothing for no id, an unknown id or no bytes', () => {
    expect(logoBytes(null)).toBeNull();
    expect(logoBytes(undefined)).toBeNull();
    expect(logoBytes('not-kept')).toBeNull();
    expect(logoDataUrl(null)).toBeNull();
    expect(() => releaseLogoBytes(null)).not.toThrow();
  });
});

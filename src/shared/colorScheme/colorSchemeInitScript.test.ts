import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COLOR_SCHEME_SCRIPT } from './colorSchemeInitScript';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from './colorSchemeScript';

function runScript(system: 'light' | 'dark') {
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-color-scheme: light)' && system === 'light' })) as unknown as typeof window.matchMedia;
  // the same text the page's head runs
  new Function(COLOR_SCHEME_SCRIPT)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

describe("the head's colour scheme script", () => {
  const original = window.matchMedia;
  afterEach(() => {
    localStorage.clear();
    window.matchMedia = original;
  });

  it("sets the system's scheme while the user has not picked", () => {
    expect(runScript('light')).toBe('light');
    expect(runScript('dark')).toBe('dark');
  });

  it("sets the user's pick whatever the system says", () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(runScript('dark')).toBe('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(runScript('light')).toBe('dark');
  });

  it('falls back to the system when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runScript('light')).toBe('light');
    } finally {
      getItem.mockRestore();
    }
  });

  it("is allowed by the documented Content-Security-Policy's hash", () => {
    const hash = crypto.createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    const operations = fs.readFileSync(path.join(__dirname, '../../../docs/OPERATIONS.md'), 'utf8');
    const policy = /Content-Security-Policy: [^\n]*/.exec(operations)?.[0] ?? '';
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});

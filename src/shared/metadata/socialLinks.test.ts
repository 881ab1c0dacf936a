import { socialLinksOf } from './socialLinks';

describe('socialLinksOf', () => {
  it('labels the known links in their order and keeps an unknown key under its own name', () => {
    expect(
      socialLinksOf({ discord: 'https://discord.gg/a', website: 'https://a.example', github: 'https://github.com/a' }),
    ).toEqual([
      { key: 'website', label: 'Website', href: 'https://a.example' },
      { key: 'discord', label: 'Discord', href: 'https://discord.gg/a' },
      { key: 'github', label: 'github', href: 'https://github.com/a' },
    ]);
  });

  it('drops anything but an absolute https URL', () => {
    expect(
      socialLinksOf({ website: 'javascript:alert(1)', twitter: 'http://x.com/a', telegram: 'not a url', discord: '' }),
    ).toEqual([]);
    expect(socialLinksOf(undefined)).toEqual([]);
  });
});

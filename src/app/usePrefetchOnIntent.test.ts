import { intentPath } from './usePrefetchOnIntent';

const ORIGIN = 'http://localhost';

function link(attributes: Record<string, string>, text = 'go'): HTMLElement {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = text;
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

describe('prefetch on intent', () => {
  it('finds the in-app path of the link under the pointer, from any element inside it', () => {
    expect(intentPath(link({ href: '/bond/sales' }), ORIGIN)).toBe('/bond/sales');
  });

  it('ignores other origins, new tabs, downloads and non-links', () => {
    expect(intentPath(link({ href: 'https://bscscan.com/tx/1' }), ORIGIN)).toBeUndefined();
    expect(intentPath(link({ href: '/staking/pools', target: '_blank' }), ORIGIN)).toBeUndefined();
    expect(intentPath(link({ href: '/terms.pdf', download: '' }), ORIGIN)).toBeUndefined();
    expect(intentPath(document.body, ORIGIN)).toBeUndefined();
  });
});

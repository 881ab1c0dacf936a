import { fillTemplate, prerenderedFileOf, prerenderedUrlFor, renderedPathOf, withPageScripts, withPreconnects } from '../../scripts/front/prerenderPagesPlugin';

const template = '<!doctype html><html><head><title>Universe</title></head><body><div id="root"></div><script>start()</script></body></html>';

describe('prerendered pages', () => {
  it('are served from a file of their own path, the home page from index.html', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/bond/sales')).toBe('bond/sales/index.html');
    expect(prerenderedFileOf('/bond/sales/:id')).toBe('bond/sales/_id/index.html');
    expect(() => prerenderedFileOf('bond/sales')).toThrow("starts with '/'");
  });

  it('serve one file for every id of a detail route, rendered with a valid id', () => {
    expect(renderedPathOf('/staking/pools/:id')).toBe('/staking/pools/1');
    expect(prerenderedUrlFor('/bond/sales/7')).toBe('/bond/sales/_id/');
    expect(prerenderedUrlFor('/staking/pools/12?ref=x')).toBe('/staking/pools/_id/?ref=x');
    // their own file, or the app shell
    expect(prerenderedUrlFor('/bond/sales')).toBeUndefined();
    expect(prerenderedUrlFor('/bond/sales/7/extra')).toBeUndefined();
    expect(prerenderedUrlFor('/bond/project-sales/7')).toBeUndefined();
    expect(prerenderedUrlFor('/js/main.js')).toBeUndefined();
  });

  it('put the page inside #root and its styles at the end of the head', () => {
    const html = fillTemplate(template, { html: '<h1>Bond Market</h1>', styleTags: '<style data-emotion="css a1">.css-a1{color:red}</style>' });
    expect(html).toBe(
      '<!doctype html><html><head><title>Universe</title><style data-emotion="css a1">.css-a1{color:red}</style></head>' +
        '<body><div id="root"><h1>Bond Market</h1></div><script>start()</script></body></html>',
    );
  });

  it('refuse a template without an empty #root, rather than ship a page without its content', () => {
    expect(() => fillTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '<h1/>', styleTags: '' })).toThrow(
      'no empty <div id="root"></div>',
    );
  });

  it('open connections to the chain and the API before anything else in the head', () => {
    expect(withPreconnects(template, ['https://bsc-dataseed.bnbchain.org', 'https://api.example.org'])).toContain(
      '<head><link rel="preconnect" href="https://bsc-dataseed.bnbchain.org" crossorigin><link rel="preconnect" href="https://api.example.org" crossorigin><title>',
    );
    expect(withPreconnects(template, [])).toBe(template);
  });

  it("list the page's chunks after the entry for boot.js, each once", () => {
    const html = '<head><script defer src="/boot.js" data-scripts="/js/main.1.js"></script></head><body><div id="root"></div></body>';
    expect(withPageScripts(html, ['/js/bond.2.js', '/js/shared.3.js', '/js/main.1.js', '/js/shared.3.js'])).toContain(
      'data-scripts="/js/main.1.js /js/bond.2.js /js/shared.3.js"',
    );
    expect(() => withPageScripts('<head></head>', ['/js/a.js'])).toThrow('no data-scripts attribute');
  });
});

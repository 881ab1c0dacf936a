import { routeChunkFor, sectionPageFor } from './routeChunks';

jest.mock('../shared/chain/loadChainClient', () => ({ loadChainReader: jest.fn(() => Promise.resolve({})) }));

describe('the code a path needs before its first render', () => {
  it('names the section chunk of each top-level route', () => {
    expect(routeChunkFor('/')).toBe('landing');
    expect(routeChunkFor('/bond/sales/7')).toBe('bond');
    expect(routeChunkFor('/launchpad')).toBe('bond');
    expect(routeChunkFor('/staking/pools')).toBe('staking');
    expect(routeChunkFor('/privacy')).toBe('privacy');
    expect(routeChunkFor('/nowhere')).toBeUndefined();
  });

  it('finds the page of a section path, ids included, so its chunk starts with the section', () => {
    expect(sectionPageFor('/bond/sales')?.path).toBe('sales');
    expect(sectionPageFor('/bond/sales/12')?.path).toBe('sales/:id');
    expect(sectionPageFor('/staking/pools/3')?.path).toBe('pools/:id');
    expect(sectionPageFor('/staking/your-stakes')?.path).toBe('your-stakes');
    expect(sectionPageFor('/bond/nowhere')).toBeUndefined();
    expect(sectionPageFor('/')).toBeUndefined();
  });
});

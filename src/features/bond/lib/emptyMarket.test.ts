import { emptyFilteredMarketText, emptyMarketText } from './emptyMarket';

describe('emptyMarketText', () => {
  it('names the example cards above it instead of saying no bonds are available', () => {
    const text = emptyMarketText({ anySales: true, examplesShown: true });
    expect(text.title).toBe('No live sales right now — the cards above are examples');
    expect(`${text.title} ${text.body}`).not.toMatch(/No Active Bonds/i);
    expect(text.body).toBe('Every real bond has ended. Check back later, or launch your own.');
  });

  it('invites the first launch when there has never been a real sale', () => {
    expect(emptyMarketText({ anySales: false, examplesShown: true }).body).toBe(
      'No real bond has been launched yet. Be the first to launch a bond offering!',
    );
  });

  it('keeps the plain empty state when no example is shown', () => {
    expect(emptyMarketText({ anySales: true, examplesShown: false })).toEqual({
      title: 'No Active Bonds Available',
      body: 'All bonds have ended or are currently inactive. Check back later for new opportunities!',
    });
    expect(emptyMarketText({ anySales: false, examplesShown: false }).body).toBe('Be the first to launch a bond offering!');
  });
});

describe('emptyFilteredMarketText', () => {
  it('names the search that found nothing', () => {
    expect(emptyFilteredMarketText({ tab: 'live', search: 'zzz' })).toEqual({ title: 'No bonds match "zzz"', body: 'Try another token name, symbol or address.' });
  });

  it('says the Finished tab is empty rather than that no bond is active', () => {
    expect(emptyFilteredMarketText({ tab: 'finished', search: null }).title).toBe('No Finished Bonds');
  });
});

import { ens_normalize } from './ensNormalizeShim';

describe('ENS stand-in of the app bundle', () => {
  it('refuses a name with a sentence that says what to do', () => {
    expect(() => ens_normalize('vitalik.eth')).toThrow("ENS names are not supported: use a 0x address instead of 'vitalik.eth'");
  });
});

import {
  canEmergencyWithdraw,
  canEndEarly,
  canWithdrawProceeds,
  proceedsBlockedNote,
  unsoldActionsNote,
  canWithdrawUnsold,
  dashboardStats,
  isProjectOwner,
  isValidRecipient,
  MAX_MIN_PRICE,
  proceedsAfterFee,
  raisedMinPrice,
} from './ownerRules';

const OWNER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

describe('owner check', () => {
  it('compares addresses case-insensitively', () => {
    expect(isProjectOwner(OWNER.toLowerCase(), OWNER)).toBe(true);
    expect(isProjectOwner(OWNER.toUpperCase().replace('0X', '0x'), OWNER.toLowerCase())).toBe(true);
  });
  it('refuses another wallet or no wallet', () => {
    expect(isProjectOwner('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', OWNER)).toBe(false);
    expect(isProjectOwner(null, OWNER)).toBe(false);
    expect(isProjectOwner(OWNER, undefined)).toBe(false);
  });
});

describe('proceeds and the 1% platform fee', () => {
  it('deducts 1%, floored like the contract', () => {
    expect(proceedsAfterFee('1000000')).toEqual({ gross: 1_000_000n, fee: 10_000n, net: 990_000n });
    expect(proceedsAfterFee(199n)).toEqual({ gross: 199n, fee: 1n, net: 198n });
    expect(proceedsAfterFee(99n)).toEqual({ gross: 99n, fee: 0n, net: 99n });
  });
});

describe('owner actions', () => {
  const base = { isOwner: true, ended: true, proceedsWithdrawn: false, totalProceeds: '100', unsold: '10' };
  it('withdraw proceeds needs owner, ended and not yet withdrawn', () => {
    expect(canWithdrawProceeds(base)).toBe(true);
    expect(canWithdrawProceeds({ ...base, isOwner: false })).toBe(false);
    expect(canWithdrawProceeds({ ...base, ended: false })).toBe(false);
    expect(canWithdrawProceeds({ ...base, proceedsWithdrawn: true })).toBe(false);
    expect(canWithdrawProceeds({ ...base, totalProceeds: '0' })).toBe(false);
  });
  it('withdraw unsold needs owner and ended', () => {
    expect(canWithdrawUnsold(base)).toBe(true);
    expect(canWithdrawUnsold({ ...base, ended: false })).toBe(false);
    expect(canWithdrawUnsold({ ...base, isOwner: false })).toBe(false);
    expect(canWithdrawUnsold({ ...base, unsold: '0' })).toBe(false);
  });
  it('end early only while live; emergency withdraw while tokens remain', () => {
    expect(canEndEarly({ ...base, ended: false })).toBe(true);
    expect(canEndEarly(base)).toBe(false);
    expect(canEmergencyWithdraw({ ...base, ended: false })).toBe(true);
    expect(canEmergencyWithdraw({ ...base, unsold: '0' })).toBe(false);
    expect(canEmergencyWithdraw({ ...base, isOwner: false })).toBe(false);
  });
});

describe('recipient', () => {
  it('must be 0x and 42 characters', () => {
    expect(isValidRecipient(OWNER)).toBe(true);
    expect(isValidRecipient(OWNER.slice(0, 41))).toBe(false);
    expect(isValidRecipient(`0y${OWNER.slice(2)}`)).toBe(false);
    expect(isValidRecipient(`0x${'0'.repeat(40)}`)).toBe(false);
  });
});

describe('dashboard stats', () => {
  const NOW = 1_800_000_000;
  it('counts sales, live ones and buyers', () => {
    const sales = [
      { endTime: NOW + 100, endedEarly: false, soldTokens: '0', hardCap: '10', buyersCount: 2 },
      { endTime: NOW - 1, endedEarly: false, soldTokens: '0', hardCap: '10', buyersCount: 3 },
      { endTime: NOW + 100, endedEarly: true, soldTokens: '0', hardCap: '10', buyersCount: 0 },
      { endTime: NOW + 100, endedEarly: false, soldTokens: '10', hardCap: '10', buyersCount: 1 },
    ];
    expect(dashboardStats(sales, NOW)).toEqual({ totalBonds: 4, activeBonds: 1, totalBuyers: 6 });
    expect(dashboardStats([], NOW)).toEqual({ totalBonds: 0, activeBonds: 0, totalBuyers: 0 });
  });
});

describe('raising the minimum price', () => {
  const E18 = 10n ** 18n;
  const format = (raw: bigint) => `${raw} wei`;
  it('accepts a price above the current floor, in payment units', () => {
    expect(raisedMinPrice('0.75', E18 / 2n, 18, format)).toEqual({ price: (3n * E18) / 4n, error: null });
    expect(raisedMinPrice(' 2 ', E18, 18, format)).toEqual({ price: 2n * E18, error: null });
  });

  it('never lowers it, nor keeps it: the contract would revert MinPriceNotRaised', () => {
    expect(raisedMinPrice('1', E18, 18, format).error).toBe('The new minimum price must be above the current one (1000000000000000000 wei); it can never be lowered');
    expect(raisedMinPrice('0.5', E18, 18, format).price).toBeNull();
  });

  it('names what is wrong with the text', () => {
    expect(raisedMinPrice('', E18, 18, format).error).toBe('Enter the new minimum price');
    expect(raisedMinPrice('abc', E18, 18, format).error).toBe('Enter a price with at most 18 decimals');
    expect(raisedMinPrice('1.0000001', E18, 6, format).error).toBe('Enter a price with at most 6 decimals');
    expect(raisedMinPrice((MAX_MIN_PRICE + 1n).toString(), E18, 0, format).error).toBe('The minimum price is too high');
  });
});

describe('owner page notes', () => {
  it('say which unsold-token actions apply, before the end, after it, and once nothing is left', () => {
    expect(unsoldActionsNote({ ended: false, unsold: '10' })).toMatch(/^Unsold tokens can be withdrawn once the sale has ended\./);
    expect(unsoldActionsNote({ ended: true, unsold: '10' })).toBe("The sale has ended: withdraw the unsold tokens to the recipient. 'End sale early' applies only to a live sale.");
    expect(unsoldActionsNote({ ended: true, unsold: 0n })).toMatch(/^No unsold tokens are left in the sale/);
  });

  it('say why proceeds cannot be withdrawn, and nothing once they can or were', () => {
    const base = { ended: true, proceedsWithdrawn: false, totalProceeds: '100' };
    expect(proceedsBlockedNote({ ...base, ended: false })).toBe('Proceeds can be withdrawn once the sale has ended.');
    expect(proceedsBlockedNote({ ...base, totalProceeds: '0' })).toBe('No proceeds to withdraw: nothing was sold.');
    expect(proceedsBlockedNote(base)).toBeNull();
    expect(proceedsBlockedNote({ ...base, proceedsWithdrawn: true })).toBeNull();
  });
});

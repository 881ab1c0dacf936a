/**
 * A bond position's figures as Your Bonds shows them, so that the shown figures add up:
 * Vested + Still vesting = Amount, and Claimed + Claimable = Vested, digit for digit.
 *
 * Each figure rounded on its own would not (100 bought, 40.0000005 vested: 40.000000 and
 * 59.999999 shown, 99.999999 in all). So the running totals are rounded down to the places
 * shown, claimed, then vested (claimed + claimable), then the amount, and each figure is the
 * difference of two rounded totals. A figure is then never more than one last place away from
 * its exact value, and the amount, claimed and vested are exactly their rounded-down values.
 *
 * The places follow SPEC section 9's balance rule for the amount (2 from 1,000, 6 from 1, 8
 * below) and hold for every figure of the position, so no two figures of one card differ in style.
 */
import { formatAmountPlaces } from '../../../shared/format/amount';
import { summarizePosition, type Amount } from '../../../shared/vesting/vesting';

export interface PositionRaw {
  amount: Amount;
  claimed: Amount;
  claimable: Amount;
}

/** Raw figures, each a whole number of the last place shown. */
export interface PositionFigures {
  places: number;
  amount: bigint;
  vested: bigint;
  stillVesting: bigint;
  claimed: bigint;
  claimable: bigint;
}

/** SPEC section 9's balance places for an amount: 2 from 1,000 tokens, 6 from 1, else 8 (never more than the token has). */
export function balancePlaces(raw: bigint, decimals: number): number {
  const one = 10n ** BigInt(decimals);
  const places = raw >= 1000n * one ? 2 : raw >= one ? 6 : 8;
  return Math.min(places, decimals);
}

function roundDown(raw: bigint, step: bigint): bigint {
  return (raw / step) * step;
}

/** The position's figures rounded so that the shown ones add up (see the module). */
export function positionFigures(position: PositionRaw, decimals: number): PositionFigures {
  const p = summarizePosition(position.amount, position.claimed, position.claimable);
  const places = balancePlaces(p.amount, decimals);
  const step = 10n ** BigInt(decimals - places);
  // claimed ≤ vested ≤ amount holds for the exact values (summarizePosition caps vested), so it holds rounded down
  const claimed = roundDown(p.claimed > p.vested ? p.vested : p.claimed, step);
  const vested = roundDown(p.vested, step);
  const amount = roundDown(p.amount, step);
  return { places, amount, vested, stillVesting: amount - vested, claimed, claimable: vested - claimed };
}

/** Several positions in one token added up exactly, then shown by the same rule. */
export function totalPosition(positions: readonly PositionRaw[], decimals: number): PositionFigures {
  let amount = 0n;
  let claimed = 0n;
  let claimable = 0n;
  for (const position of positions) {
    const p = summarizePosition(position.amount, position.claimed, position.claimable);
    amount += p.amount;
    claimed += p.claimed;
    claimable += p.vested - p.claimed;
  }
  return positionFigures({ amount, claimed, claimable }, decimals);
}

/** '1,234.5 SALLY': a figure of `positionFigures` with its symbol (already rounded, so shown exactly). */
export function formatPositionFigure(raw: bigint, figures: Pick<PositionFigures, 'places'>, decimals: number, symbol: string): string {
  return `${formatAmountPlaces(raw, decimals, figures.places)} ${symbol}`;
}

export interface TokenTotals {
  /** the payout token's address, lowercase */
  token: string;
  symbol: string;
  decimals: number;
  figures: PositionFigures;
  /** how many bonds pay out in this token */
  bonds: number;
}

export interface PositionInToken extends PositionRaw {
  token: string;
  symbol: string;
  decimals: number;
}

/** Totals per payout token, in the order the tokens first appear. */
export function totalsByToken(positions: readonly PositionInToken[]): TokenTotals[] {
  const groups = new Map<string, PositionInToken[]>();
  for (const position of positions) {
    const key = position.token.toLowerCase();
    const group = groups.get(key);
    if (group) group.push(position);
    else groups.set(key, [position]);
  }
  return [...groups].map(([token, group]) => ({
    token,
    symbol: group[0].symbol,
    decimals: group[0].decimals,
    figures: totalPosition(group, group[0].decimals),
    bonds: group.length,
  }));
}

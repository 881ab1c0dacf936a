/** The amount fields' full size, for amounts short enough to fit at it. */
export const AMOUNT_FONT_REM = 1.75;
/** Below this an amount is hard to read; a longer one scrolls inside its field instead. */
export const AMOUNT_MIN_FONT_REM = 0.875;
/** Width of a digit in em, with room for wider fallback fonts (Inter's is ~0.6). */
const DIGIT_EM = 0.68;

/**
 * CSS font size that fits `text` into its field's width: the field is a size container, so
 * `cqi` is 1 % of its width. On a phone the token button leaves ~140 px, where a six-digit
 * amount with decimals at full size was cut off.
 */
export function amountFontSize(text: string): string {
  const characters = Math.max(text.length, 1);
  const fitting = 100 / (characters * DIGIT_EM);
  return `clamp(${AMOUNT_MIN_FONT_REM}rem, ${fitting.toFixed(2)}cqi, ${AMOUNT_FONT_REM}rem)`;
}

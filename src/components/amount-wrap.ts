/**
 * How an amount cell wraps: at spaces, between a number and its symbol, and inside a word only
 * when it alone overflows its line (`overflow-wrap: break-word`, which also keeps the column as
 * wide as the longest word, so a grid never squeezes "286.8298" into "286.829" over "8"). An
 * amount with a word longer than any real one (2^256-1 base units is 103 characters; a service's
 * runaway symbol is cut to 24) breaks anywhere instead, so it cannot widen its column past the
 * screen.
 */
export function amountWrapClass(text: string): string {
  const longestWord = Math.max(...text.split(/\s+/).map((word) => word.length));
  return longestWord > LONGEST_READABLE_WORD ? 'wrap-anywhere' : 'wrap-break-word';
}

/** "1,234,567,890.1234", "steakUSDC-2215": every real number and symbol is as short. */
const LONGEST_READABLE_WORD = 18;

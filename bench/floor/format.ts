// Display helpers of the floor, written small and directly on Intl: the figures a screen shows
// cost about what the app's formatting costs (a bigint division and an Intl call each), without
// the app's code.

const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  8453: 'Base',
  42161: 'Arbitrum One',
  31337: 'Local Ethereum',
  31338: 'Local Base',
  31339: 'Local Arbitrum',
};

export function chainName(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? `Chain ${String(chainId)}`;
}

const count = new Intl.NumberFormat('en-US');
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 2,
});
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatCount(value: number | string): string {
  return count.format(Number(value));
}

/** A token amount (a decimal string of base units) with at most `digits` fraction digits. */
export function formatAmount(value: string, decimals: number, digits = 4): string {
  const units = BigInt(value);
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = Number(units % scale) / Number(scale);
  const rounded = Math.round(fraction * 10 ** digits) / 10 ** digits;
  return decimal.format(Number(whole) + rounded);
}

export function formatToken(value: string, token: { decimals: number; symbol: string }, digits = 4): string {
  return `${formatAmount(value, token.decimals, digits)} ${token.symbol}`;
}

/** USD with 6 decimals (the service's TVL), in full or compact ("$5.52M"). */
export function formatUsd6(value: string, compact = false): string {
  const dollars = Number(BigInt(value) / 10_000n) / 100;
  return (compact ? usdCompact : usd).format(dollars);
}

/** Basis points as a percentage ("15.49%"). */
export function formatBps(bps: string | bigint): string {
  return `${(Number(bps) / 100).toFixed(2)}%`;
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Share of `value` in `max`, 0–100, as the budget bars show it. */
export function percentOf(value: string, max: string): number {
  const total = BigInt(max);
  if (total <= 0n) return 0;
  const part = BigInt(value);
  if (part >= total) return 100;
  return Number((part * 10_000n) / total) / 100;
}

/** "17d 23h left" to `iso` from now, or "ended". */
export function timeLeft(iso: string | undefined): string {
  if (iso === undefined) return 'Open-ended';
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  if (seconds <= 0) return 'ended';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  return days > 0 ? `${String(days)}d ${String(hours)}h left` : `${String(hours)}h left`;
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

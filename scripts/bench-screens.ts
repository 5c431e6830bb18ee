/**
 * The screens `npm run bench` measures, by a short key, so BENCH_SCREENS can name a few of them
 * for a quick run: `list` (the landing, `/`), `detail`, `rewards`, `referrals`,
 * `deposit-targets` and `history` (the History screen after Claim everything). Each key covers
 * every measure of its screen: Lighthouse with its floor, interactions, load at 4x CPU.
 */
export const BENCH_SCREEN_KEYS = ['list', 'detail', 'rewards', 'referrals', 'deposit-targets', 'history'] as const;
export type BenchScreenKey = (typeof BENCH_SCREEN_KEYS)[number];

/** The screens a BENCH_SCREENS value names (comma-separated keys); unset or empty: every one. */
export function parseBenchScreens(raw: string | undefined): ReadonlySet<BenchScreenKey> {
  if (raw === undefined || raw.trim() === '') return new Set(BENCH_SCREEN_KEYS);
  const isKey = (name: string): name is BenchScreenKey => (BENCH_SCREEN_KEYS as readonly string[]).includes(name);
  const keys = raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = keys.filter((name) => !isKey(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_SCREENS: unknown screen "${unknown.join('", "')}" (known: ${BENCH_SCREEN_KEYS.join(', ')})`);
  return new Set(keys.filter(isKey));
}

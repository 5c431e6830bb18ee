/**
 * The floor of `npm run bench`: for each data screen, a small app of the same stack (React,
 * react-router, React Query; nothing else) drawing that screen's first view from the same service
 * answers (bench/floor/). It is what the stack can do on the machine the bench runs on, so a
 * screen's figures divided by its floor's hold on any machine; issue 33 sets the targets.
 *
 * This module builds the floor (Vite's build API, into dist-floor/), serves it, and compares a
 * screen's Lighthouse figures with its floor's. Marks only: the bench never fails on a timing.
 */
import { build, preview, type PreviewServer } from 'vite';
import { floorViteConfig } from '../bench/floor/vite.config.ts';
import { spreadCell, type Summary } from './bench-summary.ts';

/** Issue 33's targets per world: TBT at most `tbtRatio` times the floor's, LCP at most its plus `lcpMarginMs`. */
const FLOOR_TARGETS: Readonly<Record<string, { tbtRatio: number; lcpMarginMs: number } | undefined>> = {
  default: { tbtRatio: 1.5, lcpMarginMs: 300 },
  large: { tbtRatio: 2, lcpMarginMs: 500 },
};

/** Builds the floor app into dist-floor/, against the service at `apiBaseUrl` (with /v1). */
export async function buildFloor(apiBaseUrl: string): Promise<void> {
  await build(floorViteConfig({ apiBaseUrl }));
}

/** Serves the built floor (dist-floor/) on 127.0.0.1:`port`, every path answered by its one page. */
export async function serveFloor(port: number): Promise<PreviewServer> {
  // The service URL is written into the build; serving does not read it.
  return preview({ ...floorViteConfig({ apiBaseUrl: '' }), preview: { host: '127.0.0.1', port, strictPort: true } });
}

/** What a screen and its floor are compared on: medians over the runs. */
export interface FloorFigures {
  tbtMs: number;
  lcpMs: number;
}

export interface FloorComparison {
  /** Screen TBT over floor TBT; 1 when both are 0, Infinity when only the floor's is. */
  tbtRatio: number;
  /** Screen LCP minus floor LCP, ms. */
  lcpDifferenceMs: number;
  /** Whether each is within the world's target; undefined for a world without one. */
  tbtWithin: boolean | undefined;
  lcpWithin: boolean | undefined;
}

/** A screen against its floor, marked against the targets of `world`. */
export function compareWithFloor(world: string, screen: FloorFigures, floor: FloorFigures): FloorComparison {
  const tbtRatio = floor.tbtMs > 0 ? screen.tbtMs / floor.tbtMs : screen.tbtMs > 0 ? Number.POSITIVE_INFINITY : 1;
  const lcpDifferenceMs = screen.lcpMs - floor.lcpMs;
  const target = FLOOR_TARGETS[world];
  return {
    tbtRatio,
    lcpDifferenceMs,
    tbtWithin: target === undefined ? undefined : tbtRatio <= target.tbtRatio,
    lcpWithin: target === undefined ? undefined : lcpDifferenceMs <= target.lcpMarginMs,
  };
}

/** "✓" when both are within the targets, else what is over ("✗ TBT", "✗ LCP", "✗ TBT, LCP"); "–" without a target. */
export function floorMark(comparison: FloorComparison): string {
  if (comparison.tbtWithin === undefined || comparison.lcpWithin === undefined) return '–';
  const over = [comparison.tbtWithin ? [] : ['TBT'], comparison.lcpWithin ? [] : ['LCP']].flat();
  return over.length === 0 ? '✓' : `✗ ${over.join(', ')}`;
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '∞';
}

export function formatDifferenceMs(difference: number): string {
  const rounded = Math.round(difference);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${String(Math.abs(rounded))} ms`;
}

/** The figures of one side (the screen, or its floor) the table shows. */
export interface FloorSide {
  score: Summary;
  tbtMs: Summary;
  lcpMs: Summary;
}

export interface FloorRow {
  world: string;
  screen: string;
  app: FloorSide;
  floor: FloorSide;
}

const score = (v: number) => v.toFixed(2);
const ms = (v: number) => `${String(Math.round(v))} ms`;
const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;

/** One row's cells after world and screen: score, floor score, TBT, floor TBT, ratio, LCP, floor LCP, difference, mark. */
export function floorCells({ world, app, floor }: FloorRow): string[] {
  const comparison = compareWithFloor(
    world,
    { tbtMs: app.tbtMs.median, lcpMs: app.lcpMs.median },
    { tbtMs: floor.tbtMs.median, lcpMs: floor.lcpMs.median },
  );
  return [
    spreadCell(app.score, score),
    spreadCell(floor.score, score),
    spreadCell(app.tbtMs, ms),
    spreadCell(floor.tbtMs, ms),
    formatRatio(comparison.tbtRatio),
    spreadCell(app.lcpMs, seconds),
    spreadCell(floor.lcpMs, seconds),
    formatDifferenceMs(comparison.lcpDifferenceMs),
    floorMark(comparison),
  ];
}

/** The "screen vs floor" Markdown table: medians (with the spread where runs differ), ratio, difference, mark. */
export function floorTable(rows: readonly FloorRow[]): string {
  const headers = [
    'world',
    'screen',
    'score',
    'floor score',
    'TBT',
    'floor TBT',
    'ratio',
    'LCP',
    'floor LCP',
    'difference',
    'mark',
  ];
  const head = `| ${headers.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(headers.length)}`;
  const lines = rows.map((row) => `| ${[row.world, row.screen, ...floorCells(row)].join(' | ')} |`);
  return [head, rule, ...lines].join('\n');
}

/** The targets, in words, for the note above the table. */
export function floorTargetsText(): string {
  return Object.entries(FLOOR_TARGETS)
    .flatMap(([world, target]) =>
      target === undefined
        ? []
        : [
            `${world} world: TBT at most ${String(target.tbtRatio)}x the floor's, LCP at most the floor's + ${String(target.lcpMarginMs)} ms`,
          ],
    )
    .join('; ');
}

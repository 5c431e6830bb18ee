/**
 * The world clock. Every time in the fixture world is an offset from `origin`, the real time
 * floored to the minute when the mock context was created, so the world looks "live" (campaigns
 * started minutes ago, others start soon) yet is identical relative to its origin on every start.
 *
 * `frozen` (the default) only moves through `advance`, which keeps tests deterministic;
 * `running` also follows the wall clock, for a long-lived demo server whose numbers should move.
 */
import { REWARD_CHECKPOINT_SECONDS } from './constants.ts';

export type ClockMode = 'frozen' | 'running';

export interface WorldClock {
  /** The world's time zero: creation time floored to the minute. */
  readonly origin: Date;
  /** Wall-clock ms when the clock started (pass it back as `startedAt` to resume a running clock). */
  readonly startedAt: number;
  /** How far `advance` has moved it, in ms (pass it back as `advancedMs` to resume). */
  readonly advancedMs: number;
  readonly mode: ClockMode;
  now(): Date;
  /** Current time in whole unix seconds (what every accrual computation uses). */
  nowSeconds(): number;
  /** Moves the world forward; negative or non-finite values are refused. */
  advance(seconds: number): void;
  /**
   * Drops every advance. Frozen: back to the origin. Running: back on the wall clock, not the
   * origin, since a running world serves a live app whose signatures carry wall-clock deadlines.
   */
  reset(): void;
}

export interface ClockOptions {
  mode?: ClockMode;
  /** Overrides the origin (tests); it is still floored to the minute. */
  origin?: Date;
  /** Wall-clock source, injectable for tests of the running mode. */
  wallNow?: () => number;
  /**
   * Wall-clock ms at which a running clock was at `origin` plus the floor's remainder, i.e. when
   * it was first created. Given, a running clock resumes where it would be had it never stopped
   * (the demo after a reload); by default it starts now.
   */
  startedAt?: number;
  /** Ms already advanced, for a clock resumed with `startedAt`. */
  advancedMs?: number;
}

/** How far from a checkpoint a test suite's frozen world starts: longer than a whole run of it. */
export const FROZEN_WORLD_CLEARANCE_SECONDS = 20 * 60;

/**
 * An origin for a frozen world that stays at least `clearanceSeconds` away from the next reward
 * checkpoint (a whole hour, when the service publishes new roots): the current minute when it is
 * clear, else one minute past the next checkpoint. A test suite's world then looks the same in
 * every test whatever the wall clock's hour, and never publishes roots mid-test unless a test moves
 * the clock on purpose.
 */
export function originClearOfCheckpoints(wallNowMs: number, clearanceSeconds: number): Date {
  const minuteMs = Math.floor(wallNowMs / 60_000) * 60_000;
  const checkpointMs = REWARD_CHECKPOINT_SECONDS * 1000;
  const nextCheckpointMs = Math.ceil((minuteMs + 1) / checkpointMs) * checkpointMs;
  if (nextCheckpointMs - minuteMs >= clearanceSeconds * 1000) return new Date(minuteMs);
  return new Date(nextCheckpointMs + 60_000);
}

/** Creates a world clock whose origin is the current (or given) time floored to the minute. */
export function createWorldClock(options: ClockOptions = {}): WorldClock {
  const wallNow = options.wallNow ?? (() => Date.now());
  const mode = options.mode ?? 'frozen';
  const originMs = Math.floor((options.origin?.getTime() ?? wallNow()) / 60_000) * 60_000;
  let advancedMs = options.advancedMs ?? 0;
  let wallStart = options.startedAt ?? wallNow();

  const nowMs = (): number => originMs + advancedMs + (mode === 'running' ? wallNow() - wallStart : 0);

  return {
    origin: new Date(originMs),
    get startedAt() {
      return wallStart;
    },
    get advancedMs() {
      return advancedMs;
    },
    mode,
    now: () => new Date(nowMs()),
    nowSeconds: () => Math.floor(nowMs() / 1000),
    advance(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError(`clock.advance: expected seconds >= 0, got ${String(seconds)}`);
      }
      advancedMs += Math.round(seconds * 1000);
    },
    reset() {
      advancedMs = 0;
      // Rewinding a running clock to its origin would put the world behind the wall clock by the
      // time it has run, and every bind the app signs (deadline: wall clock + 55 minutes) would
      // then read as more than an hour ahead. So only a frozen clock returns to its origin.
      if (mode === 'frozen') wallStart = wallNow();
    },
  };
}

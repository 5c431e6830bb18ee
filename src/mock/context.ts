import type { Address } from 'viem';
import { createFixtureBindStore, type BindStore } from './identity/bind-store.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, RateLimiter } from './http/rate-limiter.ts';
import { createWorldClock, type ClockMode, type WorldClock } from './world/clock.ts';
import type { BuiltWorld } from './world/campaign-factory.ts';
import { buildLargeWorld } from './world/large-world.ts';
import type { CampaignKey } from './world/types.ts';
import { MockWorld } from './world/world.ts';

// Everything one running mock service holds, in one object that every route receives. Tests
// build their own context, so two mock apps in one process never share state.

/** A local chain the mock is paired with, as served by GET /__mock/fixtures. */
interface MockChainInfo {
  chainId: number;
  rpcUrl: string;
  /** Manager contract that claims go through on that chain. */
  manager: Address;
}

/**
 * What a paired service (the local chains) must follow: the clock moved, or the world was reset.
 * Handlers run before the world recomputes its roots, so chain time and state are in place when
 * the new roots are published.
 */
export type MockContextEvent =
  { type: 'advance'; seconds: number } | { type: 'reset' } | { type: 'grow'; campaigns: readonly CampaignKey[] };
type MockContextListener = (event: MockContextEvent) => Promise<void> | void;

/** Where the mock writes what it wants a developer to see (500s, listener failures). */
export interface MockLogger {
  error(message: string, error?: unknown): void;
  info(message: string): void;
}

export interface MockContext {
  clock: WorldClock;
  world: MockWorld;
  binds: BindStore;
  rateLimiter: RateLimiter;
  /** HS256 key of the mock identity provider's session tokens. */
  sessionSecret: Uint8Array;
  /** Coin ids the price source answers without a price until the next reset (POST /__mock/prices). */
  readonly withheldPrices: Set<string>;
  /** Coin ids the price source answers at a test's own price (USD per token, a decimal string) until the next reset. */
  readonly repricedPrices: Map<string, string>;
  /**
   * How many /v1 requests carried each X-Partner-Ref-Id since the last reset, so a test can see
   * which deployment's attribution reached the service (GET /__mock/partner-ref-ids).
   */
  readonly partnerRefIds: Map<string, number>;
  /** Local chains paired with this mock; empty while none runs (see setChains). */
  readonly chains: readonly MockChainInfo[];
  logger: MockLogger;
  /** Replaces the paired chains, e.g. once the orchestrator has started anvil and deployed. */
  setChains(chains: readonly MockChainInfo[]): void;
  /** Moves the world clock and tells root listeners when a checkpoint or status changed. */
  advance(seconds: number): void;
  /** Restores the initial world: clock, binds, recorded claims and rate-limit buckets. */
  reset(): void;
  /**
   * Adds campaigns to the world until the next reset, and has paired chains create, fund and
   * publish them (await settled() for that).
   */
  grow(built: BuiltWorld): void;
  /** Follows clock moves, resets and growth; returns the unsubscribe function. */
  subscribe(listener: MockContextListener): () => void;
  /**
   * Resolves once every listener's work for past events has finished (e.g. roots published on
   * chain), so a control request can answer only when chain and service agree.
   */
  settled(): Promise<void>;
}

export interface MockContextOptions {
  /** `frozen` (default) moves only through advance(); `running` also follows the wall clock. */
  clockMode?: ClockMode;
  /** World origin (floored to the minute); defaults to now. */
  origin?: Date;
  /** Wall-clock source (ms) of a running clock; tests inject one to let hours pass at once. */
  wallNow?: () => number;
  /** Resumes a running clock started at this wall-clock ms (with its `origin`), as after a reload. */
  clockStartedAt?: number;
  /** With `clockStartedAt`: how far the clock had been advanced (ms). */
  clockAdvancedMs?: number;
  /** Requests per minute per client IP; defaults to DEFAULT_RATE_LIMIT_PER_MINUTE. */
  rateLimitPerMinute?: number;
  /** Session signing secret; a fixed development default keeps tokens reproducible. */
  sessionSecret?: string | Uint8Array;
  chains?: readonly MockChainInfo[];
  logger?: MockLogger;
  /**
   * `default`: the fixture world every test uses. `large`: the fixture world grown to 10,000
   * campaigns with one wallet earning in 300 of them, for the benchmark (see world/large-world.ts).
   */
  world?: MockWorldKind;
}

export type MockWorldKind = 'default' | 'large';

/** Development-only secret: the mock is never deployed, and tests may sign tokens with it. */
const DEFAULT_SESSION_SECRET = 'partner-mock-session-secret-do-not-use-in-production';

const consoleLogger: MockLogger = {
  error: (message, error) => {
    console.error(`[mock] ${message}`, error ?? '');
  },
  info: (message) => {
    console.info(`[mock] ${message}`);
  },
};

/** Builds a fresh mock context: world clock at the (floored) origin, fixture binds, empty buckets. */
export function createMockContext(options: MockContextOptions = {}): MockContext {
  const clock = createWorldClock({
    mode: options.clockMode ?? 'frozen',
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.wallNow ? { wallNow: options.wallNow } : {}),
    ...(options.clockStartedAt === undefined ? {} : { startedAt: options.clockStartedAt }),
    ...(options.clockAdvancedMs === undefined ? {} : { advancedMs: options.clockAdvancedMs }),
  });
  const binds = createFixtureBindStore(clock.origin);
  const logger = options.logger ?? consoleLogger;
  const world = new MockWorld({
    clock,
    binds,
    logger,
    ...(options.world === 'large' ? { build: buildLargeWorld } : {}),
  });
  const rateLimiter = new RateLimiter({ limitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE });
  const secret = options.sessionSecret ?? DEFAULT_SESSION_SECRET;
  let chains: readonly MockChainInfo[] = [...(options.chains ?? [])];
  const withheldPrices = new Set<string>();
  const partnerRefIds = new Map<string, number>();
  const repricedPrices = new Map<string, string>();
  const listeners = new Set<MockContextListener>();
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>): void => {
    const settledWork = work.catch((error: unknown) => {
      logger.error('paired service failed to follow the world', error);
    });
    pending.add(settledWork);
    void settledWork.finally(() => pending.delete(settledWork));
  };
  const notify = (event: MockContextEvent): void => {
    for (const listener of listeners) {
      try {
        const result = listener(event);
        if (result instanceof Promise) track(result);
      } catch (error) {
        logger.error('paired service failed to follow the world', error);
      }
    }
  };

  return {
    clock,
    world,
    binds,
    rateLimiter,
    sessionSecret: typeof secret === 'string' ? new TextEncoder().encode(secret) : secret,
    withheldPrices,
    partnerRefIds,
    repricedPrices,
    get chains() {
      return chains;
    },
    logger,
    setChains(next) {
      chains = [...next];
    },
    advance(seconds) {
      clock.advance(seconds);
      notify({ type: 'advance', seconds });
      world.refresh();
    },
    reset() {
      clock.reset();
      binds.reset();
      world.reset();
      rateLimiter.reset();
      withheldPrices.clear();
      partnerRefIds.clear();
      repricedPrices.clear();
      notify({ type: 'reset' });
      world.refresh();
    },
    grow(built) {
      world.addCampaigns(built);
      notify({ type: 'grow', campaigns: built.campaigns.map((campaign) => campaign.key) });
      world.refresh();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

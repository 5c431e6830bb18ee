/**
 * What the rewards widget (`/widget`, in an iframe) and the loader on a partner's page
 * (`widget.js`, `<partner-rewards>`) say to each other through `postMessage`: one definition, read
 * by both sides, so neither can send what the other does not understand.
 *
 * Origins are checked both ways. The loader tells the widget its page's origin (`host`, a query
 * parameter); the widget answers only to that origin, and only when the partner configuration
 * lists it (the same list the widget route's `frame-ancestors` carries, so a browser refuses any
 * other page the frame in the first place). The loader accepts messages only from its own
 * iframe's window at the widget's origin; the widget accepts them only from its parent at `host`.
 * Amounts travel as decimal strings (bigints do not survive structured cloning into every
 * listener's JSON).
 */

/** Every message carries this, so a page's other `message` listeners can tell ours apart. */
export const EMBED_MESSAGE_SOURCE = 'partner-rewards';

/** The element a partner's page writes; `widget.js` defines it. */
export const WIDGET_ELEMENT = 'partner-rewards';

/** Query parameters of the widget route, written by the loader. */
export const WIDGET_PARAMS = {
  target: 'target',
  /** The target's (event) chain id. */
  chain: 'chain',
  campaign: 'campaign',
  /** An address to show read-only before any wallet connects. */
  address: 'address',
  theme: 'theme',
  /** The embedding page's origin, where the widget sends its messages. */
  host: 'host',
  /** The embedding page's language (the app's `?lang=`): the widget speaks it when the app does. */
  lang: 'lang',
} as const;

export type WidgetTheme = 'light' | 'dark';

/** One campaign's part of a claim. */
interface ClaimedCall {
  /** `<chainId>:<campaignIndex>` */
  campaign: string;
  /**
   * Once mined: what this transaction paid in the campaign (the manager's logged amount, not the
   * campaign's running total), in decimal base units of the reward token.
   */
  paid?: string;
}

/** From the widget to the page that embeds it. */
export type WidgetMessage =
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'ready' }
  /** The widget's name in its language, whenever it changes: the loader names the frame by it. */
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'title'; title: string }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'resize'; height: number }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'claim-sent'; chainId: number; hash: string; calls: ClaimedCall[] }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'claim-mined'; chainId: number; hash: string; calls: ClaimedCall[] }
  /** Settled without paying: reverted, dropped, or replaced by a transaction that paid nothing. */
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'claim-failed'; chainId: number; hash: string; calls: ClaimedCall[] };

/** From the embedding page to the widget. */
export type HostMessage =
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'theme'; theme: WidgetTheme }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'address'; address: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCalls(value: unknown): value is ClaimedCall[] {
  return (
    Array.isArray(value) &&
    value.every(
      (call) =>
        isRecord(call) &&
        typeof call.campaign === 'string' &&
        (call.paid === undefined || (typeof call.paid === 'string' && /^\d+$/.test(call.paid))),
    )
  );
}

/** A widget message, or undefined for anything else a page may receive. */
export function readWidgetMessage(data: unknown): WidgetMessage | undefined {
  if (!isRecord(data) || data.source !== EMBED_MESSAGE_SOURCE) return undefined;
  switch (data.type) {
    case 'ready':
      return { source: EMBED_MESSAGE_SOURCE, type: 'ready' };
    case 'title':
      return typeof data.title === 'string' && data.title.trim() !== ''
        ? { source: EMBED_MESSAGE_SOURCE, type: 'title', title: data.title.slice(0, 200) }
        : undefined;
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0
        ? { source: EMBED_MESSAGE_SOURCE, type: 'resize', height: Math.ceil(data.height) }
        : undefined;
    case 'claim-sent':
    case 'claim-mined':
    case 'claim-failed':
      return typeof data.chainId === 'number' && typeof data.hash === 'string' && isCalls(data.calls)
        ? { source: EMBED_MESSAGE_SOURCE, type: data.type, chainId: data.chainId, hash: data.hash, calls: data.calls }
        : undefined;
    default:
      return undefined;
  }
}

/** A host message, or undefined for anything else. */
export function readHostMessage(data: unknown): HostMessage | undefined {
  if (!isRecord(data) || data.source !== EMBED_MESSAGE_SOURCE) return undefined;
  if (data.type === 'theme' && (data.theme === 'light' || data.theme === 'dark')) {
    return { source: EMBED_MESSAGE_SOURCE, type: 'theme', theme: data.theme };
  }
  if (data.type === 'address' && (data.address === null || typeof data.address === 'string')) {
    return { source: EMBED_MESSAGE_SOURCE, type: 'address', address: data.address };
  }
  return undefined;
}

/**
 * Whether `origin` (a page's, as `location.origin` writes it) is one of `allowed`: origins as the
 * partner configuration normalises them (config-rules.ts), where a port may be `*`.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    if (!entry.endsWith(':*')) return entry === origin;
    const stem = entry.slice(0, -2);
    return origin === stem || (origin.startsWith(`${stem}:`) && /^\d{1,5}$/.test(origin.slice(stem.length + 1)));
  });
}

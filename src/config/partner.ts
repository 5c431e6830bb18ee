/**
 * Who this deployment is for: the `partner` object of `app-config.json`. One published build serves
 * any number of partners, each with its own name, logos, colours, links, footer line, the campaigns
 * it shows, the pages that may frame its rewards widget and its on-chain attribution code. Every
 * member is optional; the defaults below are the product's own. Parsed by the same rules as the
 * rest of the file (config-rules.ts), each refusal naming its field (`app-config.json
 * partner.colors.dark.primary ...`), so a bad file is set aside whole with that name in a warning.
 */
import { isAddress, toAddress } from '../domain/address.ts';
import { parseCampaignId } from '../domain/campaign-id.ts';
import type { CampaignScope, PartnerConfig, ThemeColors } from './partner-types.ts';
import { APP_NAME } from './app-name.ts';
import { chainIdPattern, ConfigError, parseFramingOrigin, parseUrl } from './config-rules.ts';

export type { CampaignScope, PartnerConfig, ThemeColors } from './partner-types.ts';

export const DEFAULT_PARTNER: PartnerConfig = {
  name: APP_NAME,
  logo: undefined,
  colors: undefined,
  campaigns: { rewardChainIds: [], targets: [], protocols: [], campaignIds: [] },
  links: { docs: undefined, support: undefined, terms: undefined },
  footer: undefined,
  widgetOrigins: [],
  attributionCodes: undefined,
};

/** The text the page shows on the default surfaces (Tailwind slate-900 and slate-100). */
export const THEME_TEXT = { light: '#0f172a', dark: '#f1f5f9' } as const;
/**
 * The secondary text (labels, times, notes: Tailwind slate-600 and slate-400), on the same
 * surfaces in every screen; a partner's surfaces must keep it readable too.
 */
const THEME_MUTED_TEXT = { light: '#45556c', dark: '#90a1b9' } as const;
/** WCAG 2 AA for body-size text. */
const MIN_TEXT_CONTRAST = 4.5;

const hexColorPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function fail(path: string, problem: string): never {
  throw new ConfigError(`app-config.json ${path}`, problem);
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `${typeof value} ${JSON.stringify(value)}`;
}

function record(path: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path, `must be an object, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}

function text(path: string, value: unknown, maxLength: number): string {
  if (typeof value !== 'string') fail(path, `must be a string, got ${describe(value)}`);
  const trimmed = value.trim();
  if (trimmed === '') fail(path, 'must not be empty');
  if (trimmed.length > maxLength) fail(path, `must be at most ${String(maxLength)} characters`);
  // Control characters would break the tab title and the HTML the name is written into.
  // eslint-disable-next-line no-control-regex -- that is the point
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) fail(path, 'must not hold control characters or line breaks');
  return trimmed;
}

function list<T>(path: string, value: unknown, parse: (path: string, entry: unknown) => T): T[] {
  if (!Array.isArray(value)) fail(path, `must be an array, got ${describe(value)}`);
  return value.map((entry, index) => parse(`${path}.${String(index)}`, entry));
}

/** Rejects members this build does not know: in the partner object a typo would silently brand nothing. */
function only(path: string, object: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(object).find((key) => !known.includes(key));
  if (unknown !== undefined)
    fail(`${path}.${unknown}`, `is not a member this build reads (it reads ${known.join(', ')})`);
}

/** A logo or link: an absolute http(s) URL, or a path on this site (`/partner/logo.svg`). */
function imageUrl(path: string, value: unknown): string {
  const url = text(path, value, 2048);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (url.startsWith('data:image/')) return url;
  return parseUrl(`app-config.json ${path}`, url);
}

function linkUrl(path: string, value: unknown): string | undefined {
  if (value === null) return undefined;
  return parseUrl(`app-config.json ${path}`, text(path, value, 2048));
}

function normalizeHex(hex: string): string {
  const lower = hex.toLowerCase();
  return lower.length === 4 ? lower.replace(/[0-9a-f]/g, (digit) => digit + digit) : lower;
}

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a primary-coloured button: white or near-black, whichever reads better. */
export function textOnColor(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, THEME_TEXT.light) ? '#ffffff' : THEME_TEXT.light;
}

function color(path: string, value: unknown): string {
  const hex = text(path, value, 7);
  if (!hexColorPattern.test(hex)) fail(path, `must be a colour written #rrggbb or #rgb, got "${hex}"`);
  return normalizeHex(hex);
}

const COLOR_ROLES = ['primary', 'accent', 'background', 'surface'] as const;

/**
 * One theme's colours, with the contrasts the screens rely on: the theme's text and secondary text
 * on the background and on surfaces, and the primary colour as link text on both (buttons pick white or dark text
 * for themselves). The accent marks things beside a label, so it needs 3:1, as any UI part does.
 */
function themeColors(path: string, value: unknown, theme: 'light' | 'dark'): ThemeColors {
  const object = record(path, value);
  only(path, object, COLOR_ROLES);
  const colors = Object.fromEntries(
    COLOR_ROLES.map((role) => {
      if (object[role] === undefined) fail(`${path}.${role}`, 'is missing (a theme sets all four colours)');
      return [role, color(`${path}.${role}`, object[role])];
    }),
  ) as unknown as ThemeColors;
  const checks: [string, string, string, string, number][] = [
    ['background', colors.background, 'the text', THEME_TEXT[theme], MIN_TEXT_CONTRAST],
    ['surface', colors.surface, 'the text', THEME_TEXT[theme], MIN_TEXT_CONTRAST],
    ['background', colors.background, 'the secondary text', THEME_MUTED_TEXT[theme], MIN_TEXT_CONTRAST],
    ['surface', colors.surface, 'the secondary text', THEME_MUTED_TEXT[theme], MIN_TEXT_CONTRAST],
    ['primary', colors.primary, `${path}.surface`, colors.surface, MIN_TEXT_CONTRAST],
    ['primary', colors.primary, `${path}.background`, colors.background, MIN_TEXT_CONTRAST],
    ['accent', colors.accent, `${path}.surface`, colors.surface, 3],
  ];
  for (const [role, own, otherName, other, minimum] of checks) {
    const ratio = contrastRatio(own, other);
    if (ratio < minimum) {
      fail(
        `${path}.${role}`,
        `${own} has a contrast of ${ratio.toFixed(2)}:1 against ${otherName} (${other}) in the ${theme} theme; it needs at least ${String(minimum)}:1`,
      );
    }
  }
  return colors;
}

function campaignScope(path: string, value: unknown): CampaignScope {
  const object = record(path, value);
  only(path, object, ['rewardChainIds', 'targets', 'protocols', 'campaignIds']);
  const optionalList = <T>(member: string, parse: (path: string, entry: unknown) => T): T[] =>
    object[member] === undefined ? [] : list(`${path}.${member}`, object[member], parse);
  return {
    rewardChainIds: optionalList('rewardChainIds', (entryPath, entry) => {
      const id = typeof entry === 'number' ? String(entry) : entry;
      if (typeof id !== 'string' || !chainIdPattern.test(id))
        fail(entryPath, `must be a chain id, got ${describe(entry)}`);
      return Number(id);
    }),
    targets: optionalList('targets', (entryPath, entry) => {
      const address = text(entryPath, entry, 42);
      if (!isAddress(address)) fail(entryPath, `must be an EVM address, got "${address}"`);
      return toAddress(address);
    }),
    protocols: optionalList('protocols', (entryPath, entry) => text(entryPath, entry, 64)),
    campaignIds: optionalList('campaignIds', (entryPath, entry) => {
      const id = parseCampaignId(text(entryPath, entry, 40));
      if (id === null) fail(entryPath, `must be a campaign id written <chainId>:<index>, got ${describe(entry)}`);
      return id;
    }),
  };
}

// ERC-8021 schema 0 codes are ASCII, joined by commas in the suffix; the suffix gives their length
// in one byte.
const attributionCodePattern = /^[\x21-\x2b\x2d-\x7e]{1,32}$/;

function attributionCodes(path: string, value: unknown): string[] | undefined {
  if (value === null) return undefined;
  const codes = list(path, typeof value === 'string' ? [value] : value, (entryPath, entry) => {
    const code = text(entryPath, entry, 32);
    if (!attributionCodePattern.test(code)) {
      fail(entryPath, `must be 1 to 32 printable ASCII characters without spaces or commas, got "${code}"`);
    }
    return code;
  });
  if (codes.length === 0) return undefined;
  if (codes.join(',').length > 255)
    fail(path, 'must join to at most 255 characters (ERC-8021 gives them one byte of length)');
  return codes;
}

const PARTNER_MEMBERS = [
  'name',
  'logo',
  'colors',
  'campaigns',
  'links',
  'footer',
  'widgetOrigins',
  'attributionCodes',
] as const;

/** The file's `partner` object over the defaults; throws ConfigError naming the first bad member. */
export function parsePartner(value: unknown): PartnerConfig {
  const path = 'partner';
  const object = record(path, value);
  only(path, object, PARTNER_MEMBERS);
  const member = <T>(name: string, parse: (path: string, value: unknown) => T, fallback: T): T =>
    object[name] === undefined ? fallback : parse(`${path}.${name}`, object[name]);
  return {
    name: member('name', (p, v) => text(p, v, 60), DEFAULT_PARTNER.name),
    logo: member(
      'logo',
      (p, v) => {
        if (v === null) return undefined;
        if (typeof v === 'string') {
          const url = imageUrl(p, v);
          return { light: url, dark: url };
        }
        const logo = record(p, v);
        only(p, logo, ['light', 'dark']);
        const light = imageUrl(`${p}.light`, logo.light);
        return { light, dark: logo.dark === undefined ? light : imageUrl(`${p}.dark`, logo.dark) };
      },
      DEFAULT_PARTNER.logo,
    ),
    colors: member(
      'colors',
      (p, v) => {
        if (v === null) return undefined;
        const colors = record(p, v);
        only(p, colors, ['light', 'dark']);
        return {
          light: themeColors(`${p}.light`, colors.light, 'light'),
          dark: themeColors(`${p}.dark`, colors.dark, 'dark'),
        };
      },
      DEFAULT_PARTNER.colors,
    ),
    campaigns: member('campaigns', campaignScope, DEFAULT_PARTNER.campaigns),
    links: member(
      'links',
      (p, v) => {
        const links = record(p, v);
        only(p, links, ['docs', 'support', 'terms']);
        const link = (name: string) => (links[name] === undefined ? undefined : linkUrl(`${p}.${name}`, links[name]));
        return { docs: link('docs'), support: link('support'), terms: link('terms') };
      },
      DEFAULT_PARTNER.links,
    ),
    footer: member('footer', (p, v) => (v === null ? undefined : text(p, v, 200)), DEFAULT_PARTNER.footer),
    widgetOrigins: member(
      'widgetOrigins',
      (p, v) => [
        ...new Set(
          list(p, v, (entryPath, entry) =>
            parseFramingOrigin(`app-config.json ${entryPath}`, text(entryPath, entry, 300)),
          ),
        ),
      ],
      DEFAULT_PARTNER.widgetOrigins,
    ),
    attributionCodes: member('attributionCodes', attributionCodes, DEFAULT_PARTNER.attributionCodes),
  };
}

/** The partner object as the shipped file writes it: every member, so the template shows all there is. */
export function partnerFileOf(partner: PartnerConfig): Record<(typeof PARTNER_MEMBERS)[number], unknown> {
  return {
    name: partner.name,
    logo: partner.logo ?? null,
    colors: partner.colors ?? null,
    campaigns: {
      rewardChainIds: partner.campaigns.rewardChainIds,
      targets: partner.campaigns.targets,
      protocols: partner.campaigns.protocols,
      campaignIds: partner.campaigns.campaignIds.map((id) => `${String(id.chainId)}:${String(id.campaignIndex)}`),
    },
    links: {
      docs: partner.links.docs ?? null,
      support: partner.links.support ?? null,
      terms: partner.links.terms ?? null,
    },
    footer: partner.footer ?? null,
    widgetOrigins: partner.widgetOrigins,
    attributionCodes: partner.attributionCodes ?? null,
  };
}

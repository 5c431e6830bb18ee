/**
 * A partner's colours as CSS: the overrides of the theme tokens of src/index.css (`brand-*`,
 * `accent-*`, `on-brand`, `page`, `surface`) for the light theme (`:root`) and the dark one
 * (`.dark`). One pure function, so the app at start-up, the local app server and
 * `npm run configure` (which write it into each prerendered page before the first paint) all
 * produce the same sheet. Unlayered, it wins over Tailwind's `@layer theme` defaults.
 */
import { textOnColor, THEME_TEXT, type PartnerConfig, type ThemeColors } from './partner.ts';

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
type Shade = (typeof SHADES)[number];

/** The element that carries the sheet, in the HTML and in the running app alike. */
export const PARTNER_STYLE_ATTRIBUTE = 'data-partner-style';

function mix(color: string, percent: number, other: string): string {
  return percent >= 100 ? color : `color-mix(in oklab, ${color} ${String(percent)}%, ${other})`;
}

/**
 * The light ramp: 600 is the primary itself (buttons, the selected state), lighter shades mix it
 * into the surface, darker ones into black, so 700+ (link text) reads at least as well as the
 * primary, whose contrast with the surface the file's rules already checked.
 */
function lightRamp(color: string, surface: string): Record<Shade, string> {
  return {
    50: mix(color, 8, surface),
    100: mix(color, 15, surface),
    200: mix(color, 30, surface),
    300: mix(color, 50, surface),
    400: mix(color, 75, surface),
    500: mix(color, 90, surface),
    600: color,
    700: mix(color, 85, '#000'),
    800: mix(color, 70, '#000'),
    900: mix(color, 55, '#000'),
    950: mix(color, 35, '#000'),
  };
}

/**
 * The dark ramp: the code writes text as 300/400 and buttons as 600 in the dark theme, so those
 * are the dark primary (checked against the dark surface); 100/200 (text on a tinted background)
 * are lighter still, and 700+ (borders, tinted backgrounds) sink into the page.
 */
function darkRamp(color: string, background: string): Record<Shade, string> {
  return {
    50: mix(color, 20, '#fff'),
    100: mix(color, 35, '#fff'),
    200: mix(color, 65, '#fff'),
    300: color,
    400: color,
    500: mix(color, 90, background),
    600: color,
    700: mix(color, 55, background),
    800: mix(color, 40, background),
    900: mix(color, 28, background),
    950: mix(color, 18, background),
  };
}

/**
 * The accent only marks things beside a label; its text shades (800 in light, 200 in dark) are
 * mixed toward the theme's text colour so a mark's words keep their contrast on its tint.
 */
function accentRamp(color: string, theme: 'light' | 'dark', colors: ThemeColors): Record<Shade, string> {
  const ramp = theme === 'light' ? lightRamp(color, colors.surface) : darkRamp(color, colors.background);
  return theme === 'light'
    ? { ...ramp, 800: mix(color, 45, THEME_TEXT.light), 900: mix(color, 35, THEME_TEXT.light) }
    : { ...ramp, 200: mix(color, 40, THEME_TEXT.dark), 100: mix(color, 25, THEME_TEXT.dark) };
}

function declarations(theme: 'light' | 'dark', colors: ThemeColors): string[] {
  const brand =
    theme === 'light' ? lightRamp(colors.primary, colors.surface) : darkRamp(colors.primary, colors.background);
  const accent = accentRamp(colors.accent, theme, colors);
  return [
    ...SHADES.map((shade) => `--color-brand-${String(shade)}:${brand[shade]}`),
    ...SHADES.map((shade) => `--color-accent-${String(shade)}:${accent[shade]}`),
    `--color-on-brand:${textOnColor(colors.primary)}`,
    `--color-page:${colors.background}`,
    `--color-surface:${colors.surface}`,
  ];
}

/**
 * The sheet for a partner's colours; the empty string when the partner keeps the product's own.
 * Colours are `#rrggbb` by the file's rules, so nothing in it can close the `<style>` element.
 */
export function partnerStyleSheet(partner: Pick<PartnerConfig, 'colors'>): string {
  if (partner.colors === undefined) return '';
  return [
    `:root{${declarations('light', partner.colors.light).join(';')}}`,
    `.dark{${declarations('dark', partner.colors.dark).join(';')}}`,
  ].join('\n');
}

/** The `<meta name="theme-color">` value: the partner's light primary, else the product's own. */
export function partnerThemeColor(partner: Pick<PartnerConfig, 'colors'>, fallback: string): string {
  return partner.colors?.light.primary ?? fallback;
}

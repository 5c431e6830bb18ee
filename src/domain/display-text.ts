// Text a service sends is shown to people, so it must read as what it is. Characters that are
// invisible or that reorder what follows can make a token named "U\u200BSD" or "\u202EDSU" look like
// USD; they are removed once, at the decode edge (api/schemas), and the value remembers that it
// was changed so a screen can say so.

/**
 * Characters removed from every service string shown: C0 and C1 controls (tab and newline
 * included: a label is one line), soft hyphen, the Arabic letter mark, the Mongolian vowel
 * separator, zero-width and direction marks (U+200B–U+200F), line and paragraph separators and
 * the bidi embeddings and overrides (U+2028–U+202E), word joiner and invisible operators
 * (U+2060–U+2064), bidi isolates and the deprecated format controls (U+2066–U+206F), the byte
 * order mark / zero-width no-break space (U+FEFF), interlinear annotation (U+FFF9–U+FFFB) and
 * Unicode tags (U+E0000–U+E007F).
 */
const INVISIBLE_OR_REORDERING =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDC7F]/g;

/** A service string made safe to show, and whether that changed it. */
export interface SanitizedText {
  text: string;
  altered: boolean;
}

/** Removes control, bidi and zero-width characters (see INVISIBLE_OR_REORDERING) and trims. */
export function sanitizeDisplayText(raw: string): SanitizedText {
  const stripped = raw.replace(INVISIBLE_OR_REORDERING, '');
  // Surrounding spaces are trimmed too, but only removed characters count as an alteration.
  return { text: stripped.trim(), altered: stripped !== raw };
}

/** How many characters of a label strings show before an ellipsis (symbols are 3 to 11 usually). */
const DISPLAY_TEXT_MAX_CHARS = 24;

/** How many characters of something a person typed (a search, a link's value) a message quotes. */
export const QUOTED_TEXT_MAX_CHARS = 60;

/**
 * Caps a label for places that can only hold a string (an "amount SYMBOL" text, an accessible
 * name): the first `max` characters, then "…". Counts code points, so no emoji is cut in half.
 */
export function capDisplayText(text: string, max: number = DISPLAY_TEXT_MAX_CHARS): string {
  if (text.length <= max) return text;
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return text;
  return `${codePoints.slice(0, max - 1).join('')}…`;
}

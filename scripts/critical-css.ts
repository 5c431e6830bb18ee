/**
 * The part of the app's stylesheet one prerendered page needs for its first paint: the base rules
 * and the custom properties' registrations as they are, the utilities whose class the page's markup
 * uses, and the theme's variables something kept reads. A page then fits in the first
 * round trip of a connection (see HTML_BUDGET_KIB in scripts/size.ts), where the whole sheet made
 * it spill into a second one.
 *
 * Works on the built sheet's text as Vite minified it: lightningcss parses it to say where each
 * utility rule starts and which class it styles, and the rules the page does not use are cut out of
 * the text, so what stays is byte for byte what the whole sheet says.
 */
import { transform, type Rule, type SelectorComponent } from 'lightningcss';

interface Located {
  loc: { line: number; column: number };
}

/**
 * The class a utility rule is for: the first class its selector names, however deeply nested
 * (`:where(.dark\:x…)`), but not one it excludes (`:not(.x)`); undefined when it names none.
 */
function firstClass(components: readonly SelectorComponent[]): string | undefined {
  for (const component of components) {
    if (component.type === 'class') return component.name;
    if (component.type === 'pseudo-class' && component.kind === 'not') continue;
    if ('selectors' in component && Array.isArray(component.selectors)) {
      for (const nested of component.selectors as SelectorComponent[][]) {
        const found = firstClass(nested);
        if (found !== undefined) return found;
      }
    }
  }
  return undefined;
}

function nestedRules(rule: Rule): readonly Rule[] | undefined {
  const { value } = rule as { value?: { rules?: unknown } };
  return Array.isArray(value?.rules) ? (value.rules as Rule[]) : undefined;
}

/**
 * `css` with the utility rules (`@layer utilities`, and the media and supports blocks inside it) for
 * classes outside `usedClasses` taken out, and the theme's variables no kept rule reads. A utility
 * rule whose selectors name no class is kept.
 */
export function criticalCss(css: string, usedClasses: ReadonlySet<string>): string {
  // The parser also breaks lines at these; Vite writes none, and the offsets below count only \n.
  if (/[\r\f]/.test(css)) throw new Error('critical CSS: the stylesheet has \\r or \\f line breaks');
  const lineStarts = [0];
  for (let at = css.indexOf('\n'); at !== -1; at = css.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  // lightningcss's locations: the line counts from 0, the column from 1.
  const offsetOf = (rule: Rule): number => {
    const { loc } = (rule as { value?: Partial<Located> }).value ?? {};
    if (loc === undefined) throw new Error(`critical CSS: a ${rule.type} rule has no location`);
    const lineStart = lineStarts[loc.line];
    if (lineStart === undefined) throw new Error(`critical CSS: no line ${String(loc.line)}`);
    return lineStart + loc.column - 1;
  };
  /** Text to put in place of [start, end) of `css`: '' for a rule cut out. */
  const edits: [start: number, end: number, text: string][] = [];
  let kept = 0;

  /**
   * Each child of a block ending at `close` (its `}`) with the text it spans: from its start to the
   * next child's, the last to the `}`; and where the child is a block itself, where that ends.
   */
  function spans(children: readonly Rule[], close: number) {
    return children.map((child, index) => {
      const next = children[index + 1];
      const end = next === undefined ? close : offsetOf(next);
      return {
        child,
        start: offsetOf(child),
        end,
        inner: nestedRules(child),
        innerClose: css.lastIndexOf('}', end - 1),
      };
    });
  }

  /** Marks the children of a block ending at `close` that no used class needs; whether all were. */
  function cutUnused(children: readonly Rule[], close: number): boolean {
    let cutAll = true;
    for (const { child, start, end, inner, innerClose } of spans(children, close)) {
      if (child.type === 'style') {
        const classes = child.value.selectors.map(firstClass);
        if (classes.some((name) => name === undefined || usedClasses.has(name))) {
          cutAll = false;
          kept += 1;
        } else edits.push([start, end, '']);
      } else if (inner !== undefined && inner.length > 0) {
        const before = edits.length;
        if (cutUnused(inner, innerClose)) edits.splice(before, edits.length - before, [start, end, '']);
        else cutAll = false;
      } else cutAll = false;
    }
    return cutAll;
  }

  /** The [start, end) of each style rule in a block ending at `close`, however deep. */
  function styleRanges(children: readonly Rule[], close: number): [number, number][] {
    return spans(children, close).flatMap(({ child, start, end, inner, innerClose }): [number, number][] => {
      if (child.type === 'style') return [[start, end]];
      return inner === undefined ? [] : styleRanges(inner, innerClose);
    });
  }

  let theme: { start: number; end: number; rules: [number, number][] } | undefined;
  transform({
    filename: 'critical.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        sheet.rules.forEach((rule, index) => {
          if (rule.type !== 'layer-block') return;
          const next = sheet.rules[index + 1];
          const end = next === undefined ? css.length : offsetOf(next);
          const close = css.lastIndexOf('}', end - 1);
          const layer = rule.value.name?.join('.');
          if (layer === 'utilities') cutUnused(rule.value.rules, close);
          if (layer === 'theme') theme = { start: offsetOf(rule), end, rules: styleRanges(rule.value.rules, close) };
        });
      },
    },
  });
  if (theme !== undefined) edits.push(...themeEdits(css, theme, edits));
  const critical = applyEdits(css, edits);

  // What is left must still be a stylesheet with every rule kept: a cut in the wrong place fails the build here.
  let reparsed = 0;
  transform({
    filename: 'critical.css',
    code: Buffer.from(critical),
    errorRecovery: false,
    visitor: {
      StyleSheet(sheet) {
        const count = (rules: readonly Rule[]): void => {
          for (const rule of rules) {
            if (rule.type === 'style') {
              reparsed += 1;
              continue;
            }
            const inner = nestedRules(rule);
            if (inner !== undefined) count(inner);
          }
        };
        sheet.rules.forEach((rule) => {
          if (rule.type === 'layer-block' && rule.value.name?.join('.') === 'utilities') count(rule.value.rules);
        });
      },
    },
  });
  if (reparsed !== kept) {
    throw new Error(`critical CSS: kept ${String(kept)} utility rules, but the result holds ${String(reparsed)}`);
  }
  return critical;
}

function applyEdits(text: string, edits: readonly [number, number, string][]): string {
  let result = '';
  let from = 0;
  for (const [start, end, replacement] of [...edits].sort((a, b) => a[0] - b[0])) {
    result += text.slice(from, start) + replacement;
    from = end;
  }
  return result + text.slice(from);
}

/** A declaration block's declarations, split at the semicolons outside brackets and strings (no nested rules). */
function declarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let from = 0;
  for (let at = 0; at < block.length; at += 1) {
    const char = block[at];
    if (quote !== undefined) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(from, at));
      from = at + 1;
    }
  }
  if (from < block.length) parts.push(block.slice(from));
  return parts;
}

/**
 * The theme's variables no kept rule reads (`var(--color-amber-700)` in a utility the page does not
 * use), taken out of each of the theme's rules; a variable another kept one reads stays.
 */
function themeEdits(
  css: string,
  theme: { start: number; end: number; rules: readonly [number, number][] },
  cuts: readonly [number, number, string][],
): [number, number, string][] {
  const outside = applyEdits(css, [...cuts, [theme.start, theme.end, '']]);
  const read = new Set<string>();
  const readIn = (text: string) => {
    for (const [, name = ''] of text.matchAll(/var\((--[\w-]+)/g)) read.add(name);
  };
  readIn(outside);
  const rules = theme.rules.map(([start, end]) => {
    const open = css.indexOf('{', start);
    const close = css.lastIndexOf('}', end - 1);
    const block = css.slice(open + 1, close);
    if (block.includes('{')) throw new Error(`critical CSS: a theme rule holds nested rules: ${block.slice(0, 80)}`);
    return { open, close, declarations: declarations(block) };
  });
  const nameOf = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
  // Until no kept declaration reads another variable: a variable may be read only by a variable.
  for (let grew = true; grew;) {
    const before = read.size;
    for (const rule of rules)
      for (const declaration of rule.declarations) {
        const name = nameOf(declaration);
        if (name === undefined || read.has(name)) readIn(declaration);
      }
    grew = read.size > before;
  }
  return rules.map(({ open, close, declarations: all }): [number, number, string] => [
    open + 1,
    close,
    all
      .filter((declaration) => {
        const name = nameOf(declaration);
        return name === undefined || read.has(name);
      })
      .join(';'),
  ]);
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
  '#x27': "'",
};

/** Every class named in an HTML text's `class` attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);
    for (const name of decoded.split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}

import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css.ts';

// A stylesheet as Tailwind writes it and Vite minifies it: a licence line, the theme's variables
// (hex, then lab where supported, then the dark theme's), the base rules, and utilities with
// breakpoints, a dark variant, a child selector and an escaped leading digit.
const SHEET = [
  '/*! tailwindcss v4 | MIT License | https://tailwindcss.com */',
  '@layer properties;@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--font-sans:ui-sans-serif, system-ui, "Segoe UI";--color-red-700:#c10007;--color-slate-900:#0f172b;--color-brand-600:#4f39f6;--default-font-family:var(--font-sans);--spacing:.25rem}',
  '@supports (color:lab(0% 0 0)){:root,:host{--color-red-700:lab(40% 62 45);--color-slate-900:lab(7% 1 -15)}}',
  '.dark{--color-page:#020618}}',
  '@layer base{html{font-family:var(--default-font-family)}html:where(.dark){color-scheme:dark}}',
  '@layer components;',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.p-4{padding:calc(var(--spacing) * 4)}',
  '.text-red-700{color:var(--color-red-700)}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:p-4{padding:calc(var(--spacing) * 4)}}',
  '@media (min-width:96rem){.\\32 xl\\:hidden{display:none}}',
  '.dark\\:text-slate-900:where(.dark,.dark *){color:var(--color-slate-900)}',
  ':where(.divide-y>:not(:last-child)){border-bottom-width:1px}',
  '.hover\\:text-red-700:hover{color:var(--color-red-700)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('\n');

describe('criticalCss', () => {
  it("keeps the utilities a page's classes name, with their breakpoints and variants, and drops the rest", () => {
    const css = criticalCss(SHEET, new Set(['flex', 'sm:p-4', '2xl:hidden', 'dark:text-slate-900', 'divide-y']));
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('@media (min-width:40rem){.sm\\:p-4{padding:calc(var(--spacing) * 4)}}');
    expect(css).toContain('@media (min-width:96rem){.\\32 xl\\:hidden{display:none}}');
    expect(css).toContain('.dark\\:text-slate-900:where(.dark,.dark *){color:var(--color-slate-900)}');
    expect(css).toContain(':where(.divide-y>:not(:last-child)){border-bottom-width:1px}');
    for (const unused of ['.hidden{', '.p-4{', '.text-red-700', '.sm\\:flex', '.hover\\:text-red-700'])
      expect(css).not.toContain(unused);
  });

  it('keeps the theme variables the kept rules read, in every theme block, and those they read in turn', () => {
    const css = criticalCss(SHEET, new Set(['p-4', 'dark:text-slate-900']));
    expect(css).toContain('--spacing:.25rem');
    expect(css).toContain('--color-slate-900:#0f172b');
    expect(css).toContain('--color-slate-900:lab(7% 1 -15)');
    // The base rules read the default font, which reads the sans font.
    expect(css).toContain('--default-font-family:var(--font-sans)');
    expect(css).toContain('--font-sans:ui-sans-serif, system-ui, "Segoe UI"');
    for (const unread of ['--color-red-700', '--color-brand-600', '--color-page']) expect(css).not.toContain(unread);
  });

  it('leaves everything outside the utilities and the theme as it was', () => {
    const css = criticalCss(SHEET, new Set());
    for (const kept of [
      '/*! tailwindcss v4',
      '@layer theme,base,components,utilities;',
      '@layer base{html{font-family:var(--default-font-family)}html:where(.dark){color-scheme:dark}}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@keyframes pulse{50%{opacity:.5}}',
    ])
      expect(css).toContain(kept);
    // A breakpoint none of whose rules is kept goes with them.
    expect(css).not.toContain('@media');
    expect(css).toContain('@layer utilities{}');
  });

  it('keeps every rule when every class is used: the same sheet, but for unread variables', () => {
    const all = new Set(['flex', 'hidden', 'p-4', 'text-red-700', 'sm:flex', 'sm:p-4', '2xl:hidden']);
    for (const name of ['dark:text-slate-900', 'divide-y', 'hover:text-red-700']) all.add(name);
    const css = criticalCss(SHEET, all);
    expect(css.slice(css.indexOf('@layer utilities'))).toBe(SHEET.slice(SHEET.indexOf('@layer utilities')));
  });
});

describe('criticalCss, beyond what Tailwind writes today', () => {
  it('files a rule under the class it styles, not one its selector excludes', () => {
    const sheet = '@layer utilities{.x:not(.y){color:red}:not(.y) .z{color:blue}}';
    expect(criticalCss(sheet, new Set(['y']))).toBe('@layer utilities{}');
    expect(criticalCss(sheet, new Set(['z']))).toBe('@layer utilities{:not(.y) .z{color:blue}}');
  });

  it('keeps the variables a theme rule reads in a property of its own', () => {
    const sheet = '@layer theme{:root{--a:1px;--b:2px;--c:3px;outline-width:var(--a)}}@layer utilities{}';
    expect(criticalCss(sheet, new Set())).toBe('@layer theme{:root{--a:1px;outline-width:var(--a)}}@layer utilities{}');
  });

  it('refuses a sheet it cannot cut safely', () => {
    expect(() => criticalCss('@layer utilities{.x{color:red}}\r\n', new Set())).toThrow(/line breaks/);
    expect(() => criticalCss('@layer theme{:root{--a:1px;&:hover{--b:2px}}}', new Set())).toThrow(/nested rules/);
  });
});

describe('classesIn', () => {
  it("reads every class of an HTML text's class attributes, entities decoded", () => {
    const html =
      '<div class="flex sm:p-4"><p class=" text-sm  max-w-[min(100%,16rem)] "></p><a class="a&amp;b"></a></div>';
    expect([...classesIn(html)].sort()).toEqual(['a&b', 'flex', 'max-w-[min(100%,16rem)]', 'sm:p-4', 'text-sm']);
  });
});

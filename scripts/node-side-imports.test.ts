import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImportsOf, sourceFilesUnder } from './relative-imports.ts';

// Lingui's macros are compiled away by the app's Vite build (scripts/lingui-macro-plugin.ts). Code
// that Node runs as it is (the mock server and local stack under tsx, the scripts, the Playwright
// specs and fixtures) has no such step, and a macro reached there throws when it loads. This walks
// the imports of every such file and fails on any path that reaches a module using a macro: shared
// code those sides use stays macro-free (translated words live in the modules only the app loads).

const root = join(import.meta.dirname, '..');
const MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/** The first import path from `file` to a module that uses a macro, or undefined. */
function pathToMacro(file: string, seen: Set<string>): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  if (MACRO.test(code)) return [file];
  for (const target of relativeImportsOf(file, code)) {
    const path = pathToMacro(target, seen);
    if (path !== undefined) return [file, ...path];
  }
  return undefined;
}

describe('code Node runs without the Vite build', () => {
  const roots = [
    ...sourceFilesUnder(join(root, 'src', 'mock')),
    ...sourceFilesUnder(join(root, 'scripts')).filter((file) => !file.endsWith('lingui-macro-plugin.ts')),
    ...sourceFilesUnder(join(root, 'e2e')),
  ];

  it('never imports a module that uses a Lingui macro', () => {
    const seen = new Set<string>();
    const paths = roots
      .map((file) => pathToMacro(file, seen))
      .filter((path): path is string[] => path !== undefined)
      .map((path) => path.map((file) => relative(root, file)).join(' -> '));
    expect(paths).toEqual([]);
  });
});

// The source files of a folder and the files each imports by a relative path, read from the text
// (no compiler): what the import-walking tests share. Every kind of import counts: `import … from`,
// `import type … from`, `export … from`, `import('…')` and `typeof import('…')`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The scratch folder of lint-cycles.test.ts (under scripts/): never a source of the project. */
export const LINT_CYCLE_PROBE = 'lint-cycle-probe';

/** Every TypeScript file under `folder`, tests left out. */
export function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // lint-cycles.test.ts writes and deletes its probe there while other tests walk the folder.
    if (name === LINT_CYCLE_PROBE) return [];
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The TypeScript files `code` (the text of `file`) imports by a relative path, as absolute paths. */
export function relativeImportsOf(file: string, code: string = readFileSync(file, 'utf8')): string[] {
  return [...code.matchAll(RELATIVE_IMPORT)]
    .map((match) => resolve(dirname(file), match[1] ?? ''))
    .filter((target) => /\.tsx?$/.test(target));
}

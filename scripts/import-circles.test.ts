import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImportsOf, sourceFilesUnder } from './relative-imports.ts';

// No two modules import each other, round any ring, type imports included. Lint's
// import-x/no-cycle skips type-only imports (they vanish from the build); this walk counts them,
// because a type closing a circle says the same as a value does: something both sides need lives
// above one of them, and belongs in a module below both.

const root = join(import.meta.dirname, '..');
/**
 * scripts/lint-cycles.test.ts writes a circle there on purpose, for the linter to find, and may do
 * so while this test walks the tree: it is the only folder whose circles are meant.
 */
const LINT_PROBE = join(root, 'scripts', 'lint-cycle-probe');

type Graph = ReadonlyMap<string, readonly string[]>;

function importGraph(files: readonly string[]): Graph {
  const known = new Set(files);
  return new Map(files.map((file) => [file, relativeImportsOf(file).filter((target) => known.has(target))]));
}

/** Each circle once, as the path that closes it (first module repeated at the end). */
function circlesOf(graph: Graph): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): void => {
    const at = onPath.indexOf(node);
    if (at !== -1) {
      circles.push([...onPath.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    onPath.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    onPath.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return circles;
}

describe('import circles, type imports included', () => {
  it('finds none in src, scripts or e2e', () => {
    const files = ['src', 'scripts', 'e2e']
      .flatMap((folder) => sourceFilesUnder(join(root, folder)))
      .filter((file) => !file.startsWith(`${LINT_PROBE}/`));
    const circles = circlesOf(importGraph(files)).map((circle) =>
      circle.map((file) => relative(root, file)).join(' -> '),
    );
    expect(circles).toEqual([]);
  });

  it('finds a pair and a ring of three, and not a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['x', ['y']],
      ['y', ['z']],
      ['z', ['x', 'w']],
      ['w', []],
    ]);
    expect(circlesOf(graph)).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'z', 'x'],
    ]);
    expect(
      circlesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

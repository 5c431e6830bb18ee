// Lint keeps import circles out: two modules written beside the sources that import each other's
// values fail the project's own ESLint configuration, and the same pair joined only by a type
// import passes (a type import vanishes from the build, so the rule skips it).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINT_CYCLE_PROBE } from './relative-imports.ts';

const root = join(import.meta.dirname, '..');
// Outside src/, so writing it never makes the local stack's build look stale. Ignored by git,
// Prettier, ESLint, knip and TypeScript (tsconfig.json), so one left behind by a killed run breaks
// nothing, and the type check, which may run meanwhile (scripts/test-all.ts), never sees it
// half-written; the next run clears it first.
const probe = join(root, 'scripts', LINT_CYCLE_PROBE);

function write(files: Record<string, string>): string[] {
  rmSync(probe, { recursive: true, force: true });
  mkdirSync(probe, { recursive: true });
  return Object.entries(files).map(([name, text]) => {
    const path = join(probe, name);
    writeFileSync(path, text);
    return path;
  });
}

async function cycleErrors(paths: string[]): Promise<string[]> {
  const results = await linter.lintFiles(paths);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map((message) => `${result.filePath.slice(probe.length + 1)}: ${message.message}`),
  );
}

// One linter for the three cases; `ignore: false` because the probe folder is in the project's
// ignores. Only the circle rule runs, and without type information, which it does not use: the
// type-aware program of the whole project took 16 s to build and answered nothing here.
const linter = new ESLint({
  cwd: root,
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

describe('lint and import circles', () => {
  beforeAll(() => {
    rmSync(probe, { recursive: true, force: true });
  });
  afterAll(() => {
    rmSync(probe, { recursive: true, force: true });
  });

  it('fails on two modules that import values from each other', async () => {
    const paths = write({
      'first.ts': "import { second } from './second.ts';\n\nexport const first = (): number => second + 1;\n",
      'second.ts':
        "import { first } from './first.ts';\n\nexport const second = 1;\nexport const both = (): number => first();\n",
    });
    expect(await cycleErrors(paths)).toEqual([
      'first.ts: Dependency cycle detected',
      'second.ts: Dependency cycle detected',
    ]);
  }, 60_000);

  it('fails on a ring of three', async () => {
    const paths = write({
      'one.ts': "import { two } from './two.ts';\n\nexport const one = (): number => two();\n",
      'two.ts': "import { three } from './three.ts';\n\nexport const two = (): number => three();\n",
      'three.ts':
        "import { one } from './one.ts';\n\nexport const three = (): number => 3;\nexport const again = (): number => one();\n",
    });
    expect(await cycleErrors(paths)).toHaveLength(3);
  }, 60_000);

  it('lets a type import close a pair', async () => {
    const paths = write({
      'shape.ts':
        "import { makeShape } from './make-shape.ts';\n\nexport interface Shape { sides: number }\nexport const square = (): Shape => makeShape(4);\n",
      'make-shape.ts':
        "import type { Shape } from './shape.ts';\n\nexport const makeShape = (sides: number): Shape => ({ sides });\n",
    });
    expect(await cycleErrors(paths)).toEqual([]);
  }, 60_000);
});

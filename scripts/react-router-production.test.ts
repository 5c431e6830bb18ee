import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DROPPABLE_ROUTER_COMPONENTS, treeShakableReactRouter } from './react-router-production.ts';

const production = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

describe('treeShakableReactRouter', () => {
  it('unnames and marks pure the components the app leaves out, in the installed React Router build', () => {
    const rewritten = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => treeShakableReactRouter(readFileSync(join(production, file), 'utf8')));
    const unnamed = rewritten.flatMap((result) => result.unnamed);
    const markedPure = rewritten.flatMap((result) => result.markedPure);
    for (const name of DROPPABLE_ROUTER_COMPONENTS) {
      expect(unnamed, `${name}.displayName`).toContain(name);
      expect(markedPure, `${name} marked pure`).toContain(name);
    }
  });

  it('rewrites only top-level statements of the shapes it knows', () => {
    const source = [
      'var LocationContext = React.createContext(',
      '  null',
      ');',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function Link() {});',
      'Link.displayName = "Link";',
      'function make() {',
      '  var Inner = React.createContext(null);',
      '  Inner.displayName = "Inner";',
      '}',
      'const Other = React.createContext(null);',
    ].join('\n');
    const { code, unnamed, markedPure } = treeShakableReactRouter(source);
    expect(unnamed).toEqual(['LocationContext', 'Link']);
    expect(markedPure).toEqual(['LocationContext', 'Link']);
    expect(code).toContain('var LocationContext = /* @__PURE__ */ React.createContext(\n  null\n);');
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).not.toContain('Link.displayName');
    expect(code).toContain('  var Inner = React.createContext(null);\n  Inner.displayName = "Inner";');
    expect(code).toContain('const Other = React.createContext(null);');
    // Lines stay where they were, so positions in the file still hold without a source map.
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
  });
});

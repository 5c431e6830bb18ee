import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where a bundle finds React Router: its production build. The package's exports name its
 * development build for every condition, and that build keeps checks written for developers
 * ("No routes matched location", descendant `<Routes>` without `*`, a route with both `element`
 * and `Component`, the default error screen's note to developers), 0.5 KiB gzip of every screen's
 * first load. The production build, which the package ships beside it, is the same code with
 * those off. Both of its entries are mapped, so that no module gets the other build's router: two
 * routers would not share their context. Used by the app's build and by the bench's floor, which
 * stands for the same stack.
 */
export function reactRouterProductionAliases(): { find: RegExp; replacement: string }[] {
  const packageRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(packageRoot, 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

/** React Router's built files, the ones `reactRouterTreeShaking` rewrites. */
const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * The components whose code the rewrite lets a bundle leave out (the app links with its own,
 * src/components/app-link.tsx, and submits no router forms): each must be both unnamed and marked
 * pure, or most of the saving is silently lost.
 */
export const DROPPABLE_ROUTER_COMPONENTS = ['Link', 'NavLink', 'Form'] as const;

/** One React Router file rewritten, with the variables it unnamed and marked pure. */
export function treeShakableReactRouter(code: string): { code: string; unnamed: string[]; markedPure: string[] } {
  const unnamed: string[] = [];
  const markedPure: string[] = [];
  const rewritten = code
    .replace(/^([\w$]+)\.displayName = "[^"\n]*";$/gm, (_, name: string) => {
      unnamed.push(name);
      return '';
    })
    .replace(
      /^(var ([\w$]+) = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
      (_, head: string, name: string, call: string) => {
        markedPure.push(name);
        return `${head}/* @__PURE__ */ ${call}`;
      },
    );
  return { code: rewritten, unnamed, markedPure };
}

/**
 * Lets a bundle leave out the parts of React Router the app never uses. Its build creates every
 * context and component at the top of one module (`var Link = React.forwardRef(…)`) and names
 * each for React's developer tools (`Link.displayName = "Link"`). A bundler must keep a call it
 * cannot prove pure and a write to a property, so whatever the app imported, every screen carried
 * all of it: `<Form>`, the data routers' hooks, the framework's link prefetching. Here the build's
 * own top-level context, `forwardRef` and `memo` calls are marked pure (React makes them without
 * side effects) and the names for the developer tools are dropped, as React's own production
 * build does. `matchPath` alone then bundles to 3 KiB gzip instead of 12.6.
 */
export function reactRouterTreeShaking(): Plugin {
  let seen = false;
  const unnamed = new Set<string>();
  const markedPure = new Set<string>();
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code) {
        seen = true;
        const result = treeShakableReactRouter(code);
        result.unnamed.forEach((name) => unnamed.add(name));
        result.markedPure.forEach((name) => markedPure.add(name));
        return result.code === code ? undefined : { code: result.code, map: null };
      },
    },
    buildEnd() {
      // Loud rather than a silent 4 KiB on every screen: a new React Router build may be written differently.
      const missed = DROPPABLE_ROUTER_COMPONENTS.filter((name) => !unnamed.has(name) || !markedPure.has(name));
      if (seen && missed.length > 0)
        this.error(
          `react-router-tree-shaking: React Router's build no longer has the shape it rewrites (${missed.join(', ')})`,
        );
    },
  };
}

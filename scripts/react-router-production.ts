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
  let marked = 0;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return undefined;
      seen = true;
      const rewritten = code
        .replace(/^([\w$]+)\.displayName = "[^"\n]*";$/gm, () => {
          marked += 1;
          return '';
        })
        .replace(
          /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
          (_, head: string, call: string) => {
            marked += 1;
            return `${head}/* @__PURE__ */ ${call}`;
          },
        );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
    buildEnd() {
      // Loud rather than a silent 10 KiB on every screen: a new React Router build may be written differently.
      if (seen && marked === 0)
        this.error("react-router-tree-shaking: React Router's build no longer has the shape it rewrites");
    },
  };
}

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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

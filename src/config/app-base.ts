// Apart from paths.ts because it reads import.meta.env, which exists only in code Vite compiles:
// Node tooling (the build's config, the route list) imports paths.ts too.

/**
 * Where the app is served from: Vite's `base` (`/`, or `/demo/` for a build made with
 * `--base /demo/`) without its trailing slash, so `''` at a site's root. Routes and links are
 * written from the root (`paths`); the router adds the base, and so must every URL written out in
 * full (`absoluteUrlOf`) and every browser path read back (`routePathOf`).
 */
export const APP_BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** The route part of a browser path: `/demo/rewards` is `/rewards` for an app under `/demo/`. */
export function routePathOf(pathname: string, base: string = APP_BASE): string {
  if (base === '') return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** A route's full URL on this site, for links that leave the app (calendar files, shares, notifications). */
export function absoluteUrlOf(path: string, origin: string = window.location.origin, base: string = APP_BASE): string {
  return new URL(`${base}${path}`, origin).href;
}

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The app's links to its own screens. React Router's `<Link>` and `<NavLink>` also carry what its
 * framework mode needs (prefetching a route's modules and data, `<Form>`'s submission helpers),
 * about 3 KiB gzip of every screen's first load that this app never runs. These do what the app
 * uses: an `href` under the app's base, and a click that navigates inside the app unless the
 * reader asked for a new tab or window (a modifier key, the middle button, `target`).
 * eslint.config.js keeps the router's own out of the app.
 */
type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path in the app (never an address elsewhere: an `<a href>` is for those). */
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

export function AppLink({ to, replace, onClick, target, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

type AppNavLinkProps = Omit<AppLinkProps, 'className'> & {
  /** The link's class, or the class given whether it is the screen being shown. */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Current only on exactly its path, not on the paths below it. */
  end?: boolean;
};

/** A link in the app's navigation: marked `aria-current="page"` on its screen (and, unless `end`, below it). */
export function AppNavLink({ to, end = false, className, ...link }: AppNavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const own = useResolvedPath(to).pathname.toLowerCase();
  // As React Router's own NavLink decides it: the path itself, or a path below it (nothing is below "/").
  const below = own !== '/' && current.startsWith(own) && current.charAt(own.length) === '/';
  const isActive = current === own || (!end && below);
  return (
    <AppLink
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

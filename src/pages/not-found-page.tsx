import { AppLink } from '../components/app-link.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../components/button.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../components/page-title.ts';

/** Shown for unknown URLs and for resources the service does not know. */
export function NotFoundPage({ title, message }: { title?: string; message?: string }) {
  const { t } = useLingui();
  usePageTitle(title ?? t`Page not found`);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-2 text-2xl font-bold">{title ?? t`Page not found`}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {message ?? t`The address may be mistyped, or the page has moved.`}
      </p>
      <AppLink to={paths.campaigns} className={buttonClasses({ size: 'md', className: 'mt-6' })}>
        <Trans>Browse campaigns</Trans>
      </AppLink>
    </section>
  );
}

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/**
 * Shown instead of the app when a `VITE_*` variable is invalid, naming the variable. It is drawn
 * outside the app's providers (main.tsx), so it brings its own I18nProvider; a language must be
 * active by then (the provider draws nothing before one is).
 */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <main role="alert" className="mx-auto max-w-xl p-8">
        <h1 className="text-xl font-bold">
          <Trans>The app is misconfigured</Trans>
        </h1>
        <p className="mt-3 font-mono text-sm break-words">{message}</p>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Fix the variable in the environment or <code>.env.local</code> and rebuild.
          </Trans>
        </p>
      </main>
    </I18nProvider>
  );
}

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button.tsx';

/**
 * Shown instead of the static demo when its service, a service worker, does not start: most
 * often a private window or a privacy setting that blocks service workers, which a visitor can
 * change, so it says that in words and keeps the browser's own reason for whoever asks. Drawn
 * outside the app's providers (main.tsx), like the configuration error screen.
 */
export function DemoServiceFailedScreen({ reason }: { reason: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <main role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-3 p-8">
        <h1 className="text-xl font-bold">
          <Trans>The demo cannot start in this browser</Trans>
        </h1>
        <p>
          <Trans>
            The demo runs its service inside this page with a service worker, and this browser did not start it. Private
            windows and some privacy settings block service workers: open the demo in a normal window, or allow this
            site to use them, then reload.
          </Trans>
        </p>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          <Trans>Reload</Trans>
        </Button>
        <details className="text-sm text-slate-600 dark:text-slate-400">
          <summary className="cursor-pointer">
            <Trans>What the browser said</Trans>
          </summary>
          <p className="mt-2 font-mono break-words">{reason}</p>
        </details>
      </main>
    </I18nProvider>
  );
}

import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { appConfig } from '../config/env.ts';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { WalletReady } from '../wallet/wallet-ready.tsx';
import { LanguageMenu } from './i18n/language-menu.tsx';

// Local mode only; the static test keeps it out of production builds.
const DevAccountPicker =
  import.meta.env.VITE_APP_MODE !== 'production' && appConfig.mode === 'local'
    ? lazy(() => import('../wallet/dev-wallet/dev-account-picker.tsx'))
    : undefined;

/**
 * The header's settings: language, theme and, locally, the development wallet's account. Each
 * control is labelled in words and works as it is (a select, a button), so the group reads the
 * same in the phone's menu panel and in the desktop's settings popover.
 */
export function HeaderSettings() {
  return (
    <>
      <LanguageMenu />
      <div className="flex items-center justify-between gap-3 text-sm font-medium">
        <span aria-hidden="true">
          <Trans>Theme</Trans>
        </span>
        <ThemeToggle />
      </div>
      {DevAccountPicker !== undefined && (
        <WalletReady>
          <Suspense fallback={null}>
            <DevAccountPicker />
          </Suspense>
        </WalletReady>
      )}
    </>
  );
}

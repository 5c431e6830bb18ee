import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * "Details": figures a person rarely needs (hashes, decimals, pool parameters) kept one click away,
 * so a section reads in plain words first and an auditor still finds everything.
 */
export function DetailsDisclosure({ children }: { children: ReactNode }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-700 select-none dark:text-slate-300">
        <Trans>Details</Trans>
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

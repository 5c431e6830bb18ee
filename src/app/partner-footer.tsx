import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PartnerConfig } from '../config/partner.ts';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * The foot of every page for a partner's deployment: its docs, support and terms links and its
 * footer line (app-config.json partner.links and partner.footer). Nothing when it sets none.
 */
export function PartnerFooter({ partner }: { partner: Pick<PartnerConfig, 'links' | 'footer'> }) {
  const { t } = useLingui();
  const { docs, support, terms } = partner.links;
  const links = (
    [
      ['docs', docs, <Trans key="docs">Docs</Trans>],
      ['support', support, <Trans key="support">Support</Trans>],
      ['terms', terms, <Trans key="terms">Terms</Trans>],
    ] satisfies [string, string | undefined, ReactNode][]
  ).flatMap(([kind, href, label]) => (href === undefined ? [] : [[kind, href, label] as const]));
  if (links.length === 0 && partner.footer === undefined) return null;
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-3 py-4 text-sm text-slate-600 sm:px-6 dark:text-slate-300">
        {links.length > 0 && (
          <nav aria-label={t`Partner links`}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {links.map(([kind, href, label]) => (
                <li key={kind}>
                  <ExternalLink href={href}>{label}</ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* The partner's own words, in its language: not ours to translate. */}
        {partner.footer !== undefined && <p className="min-w-0">{partner.footer}</p>}
      </div>
    </footer>
  );
}

import { useLingui } from '@lingui/react/macro';
import { MENU_LOCALES, type AppLocale } from '../../config/locales.ts';
import { switchLocale, useActiveLocale } from './locale-runtime.ts';

/**
 * The language menu in the header's settings: a native select, so it is keyboard- and
 * screen-reader-friendly on every device, each language named in itself. Switching re-renders the
 * page in place.
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const active = useActiveLocale();
  // The pseudo-locale is not in the menu; while it is on, the menu shows it so the select stays true.
  const options = MENU_LOCALES.some((entry) => entry.locale === active)
    ? MENU_LOCALES
    : [...MENU_LOCALES, { locale: active, name: active }];
  return (
    <label className="flex items-center justify-between gap-3 text-sm font-medium">
      <span>{t`Language`}</span>
      <select
        value={active}
        onChange={(event) => {
          const next = event.target.value as AppLocale;
          switchLocale(next).catch((error: unknown) => {
            console.error('Could not load the language', error);
            const message = t`That language could not be loaded. Check the connection and try again.`;
            void import('sonner').then(({ toast }) => toast.error(message));
          });
        }}
        className="h-10 w-44 rounded-lg border border-slate-300 bg-surface px-2 text-sm dark:border-slate-700"
      >
        {options.map((entry) => (
          <option key={entry.locale} value={entry.locale} lang={entry.locale === 'pseudo' ? 'en' : entry.locale}>
            {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}

// Small pieces several floor screens draw, in the app's classes so they take the app's room on the
// page: a token's initials on its colour, the menu icon, and the read-only "view as" form.

/** A token's stand-in icon: its initials on a colour taken from its address, as SVG text. */
export function TokenAvatar({ address, symbol }: { address: string; symbol: string }) {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 3600;
  const initials = symbol
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" className="shrink-0">
      <circle cx="12" cy="12" r="12" fill={`hsl(${String(Math.floor(hash / 10))} 65% 32%)`} />
      <text x="12" y="15.2" textAnchor="middle" fill="#fff" fontSize={7.5} fontWeight="700" fontFamily="sans-serif">
        {initials}
      </text>
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
    </svg>
  );
}

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap';

/** The address being viewed, in the box the app shows it in, with its two buttons (inert here). */
export function ViewAsForm({ address }: { address: string }) {
  return (
    <form className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1 basis-64">
        <label className="block text-sm font-medium">
          View as address (read-only)
          <input
            defaultValue={address}
            autoComplete="off"
            spellCheck={false}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2 sm:mt-6">
        <button type="button" className={`${button} bg-brand-600 text-on-brand hover:bg-brand-500`}>
          View
        </button>
        <button type="button" className={`${button} border border-slate-300 dark:border-slate-700`}>
          Stop viewing as {address.slice(0, 6)}…{address.slice(-4)}
        </button>
      </div>
    </form>
  );
}

/** Shown instead of the app when a `VITE_*` variable is invalid, naming the variable. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main role="alert" className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-bold">The app is misconfigured</h1>
      <p className="mt-3 font-mono text-sm break-words">{message}</p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Fix the variable in the environment or <code>.env.local</code> and rebuild.
      </p>
    </main>
  );
}

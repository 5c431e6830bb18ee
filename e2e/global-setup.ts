import { buildIfStale } from '../scripts/build-if-stale.ts';

/**
 * Before any worker starts: the local build every worker's stack serves, and the demo unless it is
 * left out (E2E_SKIP_DEMO=1), each built only when stale. `npm test`'s build stage has made both,
 * so there this only checks them; a run of one spec after an edit builds here, once.
 */
export default async function globalSetup(): Promise<void> {
  const startedAt = performance.now();
  const built = [await buildIfStale('local'), process.env.E2E_SKIP_DEMO !== '1' && (await buildIfStale('demo'))];
  if (built.some(Boolean)) {
    console.log(`Built the app for the suite in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  }
}

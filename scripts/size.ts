/**
 * Measures the JavaScript a browser must download before `/` shows its content: the entry chunk
 * and its static imports, and the chunks the `/` page loads at once for its content, each with
 * their static imports.
 * Chunks loaded later (the wallet layer, RainbowKit, toasts) are not counted. Fails above budget.
 * Reads Vite's manifest, so it follows exactly what the build emitted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 135;
const distDir = join(import.meta.dirname, '..', 'dist');
/**
 * What `/` loads at once for its content: the campaign list and its data layer, a chunk of its
 * own that the page starts importing as soon as it runs (the page itself is in the entry chunk).
 */
const CONTENT_MODULES = ['src/features/campaigns/list/campaign-browser.tsx'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function collect(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest; did the build run?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry === true);
if (entry === undefined) throw new Error('The build manifest has no entry chunk');
const files = new Set<string>();
collect(entry[0], files);
for (const content of CONTENT_MODULES) collect(content, files);

let total = 0;
for (const file of [...files].sort()) {
  const gzipped = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  total += gzipped;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
const totalKiB = total / 1024;
console.log(`First-load JS of /: ${totalKiB.toFixed(1)} KiB gzip (budget ${String(BUDGET_KIB)} KiB)`);
if (totalKiB > BUDGET_KIB) {
  console.error(`Over budget by ${(totalKiB - BUDGET_KIB).toFixed(1)} KiB`);
  process.exit(1);
}

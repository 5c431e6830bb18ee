/**
 * The static demo's files laid out so that any static host serves every address, with no
 * rewrite rules: each route's page also as `<route>/index.html`, each campaign of the demo's
 * world as `campaigns/<id>/index.html`, `404.html` for every other address (what GitHub Pages and
 * most hosts answer a missing path with), and the README the banner links to, with the docs/
 * pages and pictures it links to (their own links into the source tree lead to the repository's
 * files, which the demo does not hold).
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHELL_ROUTES, CAMPAIGN_SHELL_FILE, NOT_FOUND_SHELL_FILE } from './shell-routes.ts';
import { formatCampaignId } from '../src/domain/campaign-id.ts';
import { createMockContext } from '../src/mock/context.ts';

function write(outDir: string, file: string, html: string): void {
  const path = join(outDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

/** The campaign ids of the world the demo's mock builds (the same on every visit). */
function demoCampaignIds(): string[] {
  return createMockContext()
    .world.allCampaigns()
    .map((campaign) => formatCampaignId(campaign));
}

export function writeStaticHostLayout(outDir: string, repoRoot: string): void {
  const read = (file: string): string => readFileSync(join(outDir, file), 'utf8');
  for (const route of SHELL_ROUTES) {
    if (route.file === 'index.html' || route.file === CAMPAIGN_SHELL_FILE || route.file === NOT_FOUND_SHELL_FILE)
      continue;
    write(outDir, join(route.renderPath.replace(/^\//, ''), 'index.html'), read(route.file));
  }
  const campaignShell = read(CAMPAIGN_SHELL_FILE);
  for (const id of demoCampaignIds()) write(outDir, join('campaigns', id, 'index.html'), campaignShell);
  write(outDir, '404.html', read(NOT_FOUND_SHELL_FILE));
  copyFileSync(join(repoRoot, 'README.md'), join(outDir, 'README.md'));
  cpSync(join(repoRoot, 'docs'), join(outDir, 'docs'), { recursive: true });
}

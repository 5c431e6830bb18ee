import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER, parsePartner } from '../src/config/partner.ts';
import { rewriteManifestForPartner, rewritePageForPartner } from './partner-pages.ts';
import { PRODUCT_MARK_URL } from '../src/lib/product-mark.ts';
import { inlineScriptHashes } from './security-headers.ts';

// A built page as the build writes it: index.html's head (its inline scripts, the product's
// preview tags) and a prerendered header with the marked name and logos (the product's mark).
const source = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const header =
  `<header><a href="/"><img data-partner-logo="light" src="${PRODUCT_MARK_URL}" alt="" width="24" height="24" class="dark:hidden"/>` +
  `<img data-partner-logo="dark" src="${PRODUCT_MARK_URL}" alt="" width="24" height="24" class="hidden dark:block"/>` +
  '<span data-partner-name="" class="leading-tight">Partner Incentives</span></a></header>';
const built = source
  .replace(
    '<head>',
    '<head>\n    <script type="application/json" id="app-code">{"entry":"/demo/assets/index.js","config":"/demo/app-config.json","routes":[]}</script>',
  )
  .replace('<div id="root"></div>', `<div id="root">${header}</div>`);

const acme = parsePartner({
  name: 'Acme & Sons <Yield>',
  logo: { light: 'https://cdn.acme.example/light.svg', dark: 'data:image/svg+xml;base64,PHN2Zy8+' },
  colors: {
    light: { primary: '#0f766e', accent: '#b45309', background: '#f0fdfa', surface: '#ffffff' },
    dark: { primary: '#5eead4', accent: '#fbbf24', background: '#03201e', surface: '#0b302d' },
  },
});
const borealis = parsePartner({ name: 'Borealis', logo: '/partner/borealis.svg' });

describe('rewritePageForPartner', () => {
  it("writes the partner's name, logos, colours, theme colour and link preview into the page, escaped", () => {
    const page = rewritePageForPartner(built, acme);
    expect(page).toContain('<title>Acme &amp; Sons &lt;Yield&gt;</title>');
    expect(page).toContain('<span data-partner-name="" class="leading-tight">Acme &amp; Sons &lt;Yield&gt;</span>');
    expect(page).toContain('<img data-partner-logo="light" src="https://cdn.acme.example/light.svg"');
    expect(page).toContain('<img data-partner-logo="dark" src="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(page).toMatch(/<style data-partner-style>:root\{--color-brand-50:[^<]*--color-brand-600:#0f766e;/);
    expect(page).toContain('<meta name="theme-color" content="#0f766e" />');
    expect(page).toContain('<meta property="og:site_name" content="Acme &amp; Sons &lt;Yield&gt;" />');
    expect(page).toContain('<meta property="og:title" content="Acme &amp; Sons &lt;Yield&gt;" />');
    expect(page).toContain(
      '<meta property="og:description" content="Browse incentive campaigns, track and claim your rewards, and share referral links." />',
    );
    // The light logo is an absolute URL a link preview can fetch.
    expect(page).toContain('<meta property="og:image" content="https://cdn.acme.example/light.svg" />');
    expect(page).toContain('<meta name="twitter:card" content="summary" />');
    expect(page.match(/og:site_name/g)).toHaveLength(1);
  });

  it('writes a name or logo holding "$" as text, never as a replacement pattern', () => {
    const dollars = parsePartner({ name: "Cash$$ $' $& $1", logo: "https://cdn.example/$'.svg" });
    const page = rewritePageForPartner(built, dollars);
    expect(page).toContain(`<title>Cash$$ $' $&amp; $1</title>`);
    expect(page).toContain(`<span data-partner-name="" class="leading-tight">Cash$$ $' $&amp; $1</span>`);
    expect(page).toContain(`src="https://cdn.example/$'.svg"`);
    expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes(built));
    expect(rewritePageForPartner(page, dollars)).toBe(page);
  });

  it("keeps a page's name in the tab before the partner's, across rewrites", () => {
    const named = built.replace(
      '<title>Partner Incentives</title>',
      '<title data-page="Rewards &amp; more">Rewards &amp; more · Partner Incentives</title>',
    );
    const page = rewritePageForPartner(named, acme);
    expect(page).toContain(
      '<title data-page="Rewards &amp; more">Rewards &amp; more · Acme &amp; Sons &lt;Yield&gt;</title>',
    );
    expect(rewritePageForPartner(page, DEFAULT_PARTNER)).toContain(
      '<title data-page="Rewards &amp; more">Rewards &amp; more · Partner Incentives</title>',
    );
    expect(rewritePageForPartner(page, borealis)).toBe(rewritePageForPartner(named, borealis));
  });

  it('leaves every inline script as it was, so the CSP hashes of the build still match', () => {
    expect(inlineScriptHashes(rewritePageForPartner(built, acme))).toEqual(inlineScriptHashes(built));
  });

  it('gives a page rewritten for one partner and then another what the second alone would get', () => {
    const direct = rewritePageForPartner(built, borealis);
    expect(rewritePageForPartner(rewritePageForPartner(built, acme), borealis)).toBe(direct);
    expect(rewritePageForPartner(direct, borealis)).toBe(direct);
    expect(direct).not.toContain('data-partner-style>');
    expect(direct).not.toContain('og:image');
    expect(direct).toContain('<img data-partner-logo="dark" src="/partner/borealis.svg"');
  });

  it('brings the product back, its own mark drawn in the page, for a file without a partner', () => {
    const back = rewritePageForPartner(rewritePageForPartner(built, acme), DEFAULT_PARTNER);
    expect(back).toBe(rewritePageForPartner(built, DEFAULT_PARTNER));
    expect(back).toContain('<title>Partner Incentives</title>');
    expect(back).toContain(`<img data-partner-logo="light" src="${PRODUCT_MARK_URL}"`);
    expect(back).toContain('<meta name="theme-color" content="#0b1020" />');
  });

  it("rewrites a language's copy of the page (markup without a head) in the header alone", () => {
    expect(rewritePageForPartner(header, borealis)).toBe(
      header.replace('>Partner Incentives<', '>Borealis<').replaceAll(PRODUCT_MARK_URL, '/partner/borealis.svg'),
    );
  });
});

describe('rewriteManifestForPartner', () => {
  it('names the Safe App after the partner and keeps the rest', () => {
    const manifest = readFileSync(new URL('../public/manifest.json', import.meta.url), 'utf8');
    const rewritten = JSON.parse(rewriteManifestForPartner(manifest, acme)) as Record<string, unknown>;
    expect(rewritten).toEqual({ ...(JSON.parse(manifest) as object), name: 'Acme & Sons <Yield>' });
  });
});

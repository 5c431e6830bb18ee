import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES, shellFileFor, showsMustShow } from './shell-routes.ts';

describe('shellFileFor', () => {
  it('answers each route with its own prerendered file', () => {
    expect(shellFileFor('/')).toBe('index.html');
    expect(shellFileFor('/rewards')).toBe('rewards.html');
    expect(shellFileFor('/referrals/')).toBe('referrals.html');
    expect(shellFileFor('/deposit-targets')).toBe('deposit-targets.html');
    expect(shellFileFor('/about')).toBe('about.html');
  });

  it('answers every campaign with the one campaign shell', () => {
    expect(shellFileFor('/campaigns/31337:1')).toBe('campaign.html');
    expect(shellFileFor('/campaigns/8453:12/')).toBe('campaign.html');
  });

  it('answers unknown pages with the not-found shell and leaves files alone', () => {
    expect(shellFileFor('/no/such/page')).toBe('not-found.html');
    expect(shellFileFor('/campaigns')).toBe('not-found.html');
    expect(shellFileFor('/campaigns/1:1/extra')).toBe('not-found.html');
    expect(shellFileFor('/assets/index-abc.js')).toBeUndefined();
    expect(shellFileFor('/favicon.svg')).toBeUndefined();
  });
});

describe('showsMustShow', () => {
  const landing = SHELL_ROUTES.find((route) => route.file === 'index.html');
  const campaign = SHELL_ROUTES.find((route) => route.file === 'campaign.html');
  if (landing === undefined || campaign === undefined) throw new Error('the landing and campaign routes are missing');

  it("finds a heading route's words as the whole text of its <h1>, in any language", () => {
    expect(showsMustShow(landing, '<h1 id="campaigns-heading" class="x">Campañas</h1>', 'Campañas')).toBe(true);
    expect(showsMustShow(landing, '<h2>Campañas</h2>', 'Campañas')).toBe(false);
    expect(showsMustShow(landing, '<h1>Mis campañas</h1>', 'campañas')).toBe(false);
  });

  it('reads words as React escapes them', () => {
    expect(showsMustShow(landing, '<h1>Rock &amp; &#x27;roll&#x27;</h1>', "Rock & 'roll'")).toBe(true);
  });

  it("finds a text route's words anywhere", () => {
    expect(showsMustShow(campaign, '<p role="status">Cargando la campaña…</p>', 'Cargando la campaña')).toBe(true);
    expect(showsMustShow(campaign, '<p role="status">Loading</p>', 'Cargando la campaña')).toBe(false);
  });
});

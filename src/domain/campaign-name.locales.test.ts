import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as spanish } from '../locales/es/messages.po';
import { campaignDisplayName, campaignFallbackName } from './campaign-name.ts';

// Names are written once per campaign and language (a screen of hundreds of rows names each row on
// every render): a reader who switches language, or whose language's messages load, must still get
// every name in the words now read.

function speak(locale: 'en' | 'es'): void {
  i18n.loadAndActivate({ locale, messages: locale === 'es' ? spanish : {} });
}

afterEach(() => {
  speak('en');
});

const campaign = {
  rewardToken: { symbol: 'PTN' },
  target: { symbol: 'steakUSDC', protocol: 'Morpho' },
  eventChainId: 31338,
};
const chainName = () => 'Local Base';
const id = { chainId: 31337, campaignIndex: 5 };

describe('campaign names across a change of language', () => {
  it('names the same campaign in the language now read, and again in the first one', () => {
    speak('en');
    expect(campaignDisplayName(campaign, chainName).title).toBe('PTN rewards on steakUSDC');
    expect(campaignFallbackName(id, 'PTN').title).toBe('PTN campaign 31337:5');
    speak('es');
    expect(campaignDisplayName(campaign, chainName).title).toBe('Recompensas de PTN en steakUSDC');
    expect(campaignFallbackName(id, 'PTN').title).toBe('Campaña 31337:5 de PTN');
    speak('en');
    expect(campaignDisplayName(campaign, chainName).title).toBe('PTN rewards on steakUSDC');
    expect(campaignFallbackName(id, 'PTN').title).toBe('PTN campaign 31337:5');
  });

  it('names again with the messages loaded later for the language read now', () => {
    speak('en');
    expect(campaignDisplayName(campaign, chainName).title).toBe('PTN rewards on steakUSDC');
    expect(campaignFallbackName(id, 'PTN').title).toBe('PTN campaign 31337:5');
    // The language stays "en"; its messages change (as a catalog loaded into it would).
    i18n.load('en', spanish);
    expect(campaignDisplayName(campaign, chainName).title).toBe('Recompensas de PTN en steakUSDC');
    expect(campaignFallbackName(id, 'PTN').title).toBe('Campaña 31337:5 de PTN');
  });

  it('follows the chain names it is given', () => {
    expect(campaignDisplayName(campaign, chainName).context).toBe('Morpho · positions on Local Base');
    expect(campaignDisplayName(campaign, () => 'Ethereum').context).toBe('Morpho · positions on Ethereum');
  });
});

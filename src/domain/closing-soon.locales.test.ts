import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as spanish } from '../locales/es/messages.po';
import { messages as chinese } from '../locales/zh-CN/messages.po';
import { setFormatLocale } from '../lib/format-locale.ts';
import { formatDuration } from '../lib/time.ts';
import type { Address } from './address.ts';
import type { ClaimDeadline } from './claim-deadline.ts';
import { closingSoonSentence, describeDeadlineFromNow } from './closing-soon.ts';

// The summary sentence in each language, from the catalogs the app ships: plurals chosen by each
// language's rules, amounts written its way.

const now = new Date('2026-11-26T04:00:00Z');
const usdc = { token: '0x00000000000000000000000000000000000000c1' as Address, symbol: 'USDC', decimals: 6 };

function closing(count: number): ClaimDeadline[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'reward',
    id: { chainId: 31337, campaignIndex: index + 1 },
    user: '0x00000000000000000000000000000000000000aa',
    campaignName: `Campaign ${String(index + 1)}`,
    closesAt: new Date(now.getTime() + 86_400_000),
    claimable: { ...usdc, amount: 1_234_500_000n },
    url: `http://localhost/campaigns/31337:${String(index + 1)}`,
  }));
}

function speak(locale: 'en' | 'es' | 'zh-CN'): void {
  const messages = { en: {}, es: spanish, 'zh-CN': chinese }[locale];
  i18n.loadAndActivate({ locale, messages });
  setFormatLocale(locale);
}

afterEach(() => {
  speak('en');
});

const chainNameOf = () => 'Local A';

describe('plurals and amounts in each language', () => {
  it('English: one claim closes, three claims close', () => {
    speak('en');
    expect(closingSoonSentence(closing(1), 'claim', chainNameOf)).toBe(
      '1 claim worth 1,234.5 USDC closes within 14 days',
    );
    expect(closingSoonSentence(closing(3), 'claim', chainNameOf)).toBe(
      '3 claims worth 3,703.5 USDC close within 14 days',
    );
  });

  it('Spanish: singular and plural forms, a comma decimal mark and four digits ungrouped', () => {
    speak('es');
    expect(closingSoonSentence(closing(1), 'claim', chainNameOf)).toBe(
      '1 reclamo por 1234,5 USDC cierra dentro de 14 días',
    );
    expect(closingSoonSentence(closing(3), 'claim', chainNameOf)).toBe(
      '3 reclamos por 3703,5 USDC cierran dentro de 14 días',
    );
  });

  it('Chinese: one form for every count, and its own units of time', () => {
    speak('zh-CN');
    expect(closingSoonSentence(closing(1), 'claim', chainNameOf)).toBe('1 项价值 1,234.5 USDC 的领取将在 14 天内截止');
    expect(closingSoonSentence(closing(3), 'claim', chainNameOf)).toBe('3 项价值 3,703.5 USDC 的领取将在 14 天内截止');
    expect(formatDuration(93_784)).toBe('1天 2小时');
  });

  it('says how far a deadline is in the language', () => {
    const inNineDays = new Date(now.getTime() + 9 * 86_400_000 + 60_000);
    speak('en');
    expect(describeDeadlineFromNow(inNineDays, now)).toBe('in 9 days');
    speak('es');
    expect(describeDeadlineFromNow(inNineDays, now)).toBe('dentro de 9 días');
    speak('zh-CN');
    expect(describeDeadlineFromNow(inNineDays, now)).toBe('9天后');
  });
});

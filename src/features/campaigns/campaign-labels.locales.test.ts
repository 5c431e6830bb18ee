import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as spanish } from '../../locales/es/messages.po';
import { messages as chinese } from '../../locales/zh-CN/messages.po';
import { campaignStatusSchema } from '../../api/schemas/campaign.ts';
import { statusLabel } from './campaign-labels.ts';

// The filter form offers every status by its label, and a badge is all a card says of one: two
// statuses with the same words in a language cannot be told apart there (Spanish once read
// "Finalizada" for both Ended and Finalized).

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('statusLabel', () => {
  it.each([
    ['en', {}],
    ['es', spanish],
    ['zh-CN', chinese],
  ])('names every status differently in %s', (locale, messages) => {
    i18n.loadAndActivate({ locale, messages });
    const labels = campaignStatusSchema.options.map(statusLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

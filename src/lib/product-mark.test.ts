import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MARK_SVG, PRODUCT_MARK_URL } from './product-mark.ts';

describe('the product mark', () => {
  it("is the tab icon's drawing, so the header and the tab never show two marks", () => {
    const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(PRODUCT_MARK_SVG).toBe(favicon.trim());
  });

  it('is a data URL of that drawing, which an image reads back whole', () => {
    expect(PRODUCT_MARK_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(PRODUCT_MARK_URL.slice('data:image/svg+xml,'.length))).toBe(PRODUCT_MARK_SVG);
  });
});

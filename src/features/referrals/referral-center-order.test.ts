import { describe, expect, it } from 'vitest';
import { referralCenterOrder } from './referral-center-order.ts';

describe('referralCenterOrder', () => {
  it('opens on the link and earnings for a referrer, the bind last', () => {
    expect(referralCenterOrder({ isReferrer: true, viewingOther: false })).toEqual(['share', 'earnings', 'bind']);
  });

  it('opens on "Your referrer" for a wallet that may still bind, or is bound, or is not connected', () => {
    expect(referralCenterOrder({ isReferrer: false, viewingOther: false })).toEqual(['bind', 'share', 'earnings']);
  });

  it('opens on the earnings of an address being viewed, whoever is connected', () => {
    expect(referralCenterOrder({ isReferrer: false, viewingOther: true })[0]).toBe('earnings');
    expect(referralCenterOrder({ isReferrer: true, viewingOther: true })[0]).toBe('earnings');
  });
});

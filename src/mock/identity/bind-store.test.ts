import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createBindStore, createFixtureBindStore, type BindRecord } from './bind-store.ts';
import { fixtureInitialBinds } from './wallets.ts';

const a = '0x000000000000000000000000000000000000000a' as Address;
const b = '0x000000000000000000000000000000000000000b' as Address;
const c = '0x000000000000000000000000000000000000000c' as Address;
const d = '0x000000000000000000000000000000000000000d' as Address;
const at = (seconds: number) => new Date(seconds * 1000);

describe('createBindStore', () => {
  it('creates, repeats and refuses a second referrer', () => {
    const store = createBindStore([]);
    expect(store.tryBind(a, b, at(10))).toEqual({
      outcome: 'created',
      bind: { referee: a, referrer: b, boundAt: at(10) },
    });
    // The repeat reports the original bind, including its original time.
    expect(store.tryBind(a, b, at(20))).toEqual({
      outcome: 'repeat',
      bind: { referee: a, referrer: b, boundAt: at(10) },
    });
    expect(store.tryBind(a, c, at(30))).toMatchObject({ outcome: 'already-bound', bind: { referrer: b } });
    expect(store.listBinds()).toHaveLength(1);
  });

  it('refuses direct and transitive cycles before reporting already-bound', () => {
    const store = createBindStore([
      { referee: a, referrer: b, boundAt: at(1) },
      { referee: b, referrer: c, boundAt: at(2) },
    ]);
    expect(store.tryBind(c, a, at(3))).toEqual({ outcome: 'cyclic', cycle: [c, a, b] });
    expect(store.tryBind(b, a, at(3))).toEqual({ outcome: 'cyclic', cycle: [b, a] });
    expect(store.tryBind(d, d, at(3))).toEqual({ outcome: 'cyclic', cycle: [d] });
    expect(store.tryBind(d, a, at(3)).outcome).toBe('created');
  });

  it('reset restores the initial binds and drops new ones', () => {
    const store = createBindStore([{ referee: a, referrer: b, boundAt: at(1) }]);
    store.tryBind(c, d, at(2));
    store.reset();
    expect(store.listBinds()).toEqual([{ referee: a, referrer: b, boundAt: at(1) }]);
  });

  it('hands out copies', () => {
    const store = createBindStore([{ referee: a, referrer: b, boundAt: at(1) }]);
    const [bind] = store.listBinds() as [BindRecord];
    bind.boundAt.setTime(0);
    bind.referrer = c;
    expect(store.bindOf(a)).toEqual({ referee: a, referrer: b, boundAt: at(1) });
  });

  it('rejects initial binds the rules would refuse', () => {
    expect(() =>
      createBindStore([
        { referee: a, referrer: b, boundAt: at(1) },
        { referee: a, referrer: c, boundAt: at(2) },
      ]),
    ).toThrow(/already-bound/);
    expect(() =>
      createBindStore([
        { referee: a, referrer: b, boundAt: at(1) },
        { referee: b, referrer: a, boundAt: at(2) },
      ]),
    ).toThrow(/cyclic/);
  });

  it('places fixture binds relative to the world origin', () => {
    const origin = at(1_700_000_000);
    const store = createFixtureBindStore(origin);
    expect(store.listBinds()).toHaveLength(fixtureInitialBinds.length);
    for (const bind of store.listBinds()) expect(bind.boundAt.getTime()).toBeLessThan(origin.getTime());
  });
});

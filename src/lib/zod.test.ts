import { describe, expect, it, vi } from 'vitest';
import * as z from './zod.ts';

describe('builtOnFirstUse', () => {
  const token = () =>
    z.codec(
      z.object({ symbol: z.string(), decimals: z.number() }),
      z.custom<{ label: string }>(() => true),
      {
        decode: ({ symbol, decimals }) => ({ label: `${symbol}/${String(decimals)}` }),
        encode: ({ label }) => {
          const [symbol = '', decimals = '0'] = label.split('/');
          return { symbol, decimals: Number(decimals) };
        },
      },
    );

  it('builds its schema on the first decode, once, not when it is defined', () => {
    const build = vi.fn(token);
    const schema = z.builtOnFirstUse(build);
    // Members of other schemas are wired without building it either.
    const list = z.object({ data: z.array(schema) });
    expect(build).not.toHaveBeenCalled();

    expect(z.parse(list, { data: [{ symbol: 'USDC', decimals: 6 }] })).toEqual({ data: [{ label: 'USDC/6' }] });
    z.parse(schema, { symbol: 'WETH', decimals: 18 });
    expect(build).toHaveBeenCalledOnce();
  });

  it('decodes, rejects and encodes as the schema it wraps', () => {
    const eager = token();
    const deferred = z.builtOnFirstUse(token);
    const bad = { symbol: 'USDC', decimals: '6' };
    expect(z.safeParse(deferred, bad).error?.issues).toEqual(z.safeParse(eager, bad).error?.issues);
    expect(z.encode(deferred, { label: 'DAI/18' })).toEqual(z.encode(eager, { label: 'DAI/18' }));
    expect(z.toJSONSchema(deferred, { io: 'input' })).toEqual(z.toJSONSchema(eager, { io: 'input' }));
  });
});

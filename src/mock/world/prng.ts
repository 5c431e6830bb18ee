import type { Address, Hex } from 'viem';

/**
 * Seeded pseudo-random numbers for the fixture world. Every start of the mock must produce the
 * same world, so nothing in the world may call Math.random(); everything draws from a Prng built
 * from a fixed seed (mulberry32: tiny, fast, and good enough for fixtures).
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Next float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Prng.pick: empty list');
    return item;
  }

  /** `byteCount` random bytes as lowercase 0x-hex. */
  hex(byteCount: number): Hex {
    let out = '';
    for (let i = 0; i < byteCount; i += 1) out += this.int(0, 255).toString(16).padStart(2, '0');
    return `0x${out}`;
  }

  /** A random lowercase address (for synthetic participants, funders and contracts). */
  address(): Address {
    return this.hex(20);
  }

  /** A child generator, so adding draws in one place does not shift every later value. */
  fork(label: string): Prng {
    let hash = this.state ^ 0x811c9dc5;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return new Prng(hash >>> 0);
  }
}

/** Derives a generator from a fixed seed and a label, independent of draw order elsewhere. */
export function prngFor(seed: number, label: string): Prng {
  return new Prng(seed).fork(label);
}

import { createServer } from 'node:net';

/**
 * Free ports for a local stack that must not meet another one on this machine: the e2e workers'
 * stacks, `npm start` on ports of its own, the stack the unit tests start. A stack needs its ports
 * consecutive (chain i listens on ANVIL_PORT_BASE + i), so a free port the system hands out is not
 * enough: the ones after it may be taken.
 */

/**
 * Below Linux's ephemeral range (32768-60999), where outgoing connections take their ports: a port
 * found free there can be taken by any connection a moment later.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 } as const;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/** The first of `count` free consecutive ports at a random place in the range, so two runs rarely meet. */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from - count));
    const free = await Promise.all(Array.from({ length: count }, (_, index) => isFree(first + index)));
    if (free.every(Boolean)) return first;
  }
  throw new Error(
    `No ${String(count)} free consecutive ports between ${String(PORT_RANGE.from)} and ${String(PORT_RANGE.to)}`,
  );
}

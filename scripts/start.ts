/**
 * `npm start`: the local stack in the foreground. Prints where everything listens and stops every
 * service it started on Ctrl-C or SIGTERM, so no process or port outlives it.
 */
import { FROZEN_WORLD_CLEARANCE_SECONDS, originClearOfCheckpoints } from '../src/mock/world/clock.ts';
import { portsFromEnv, startLocalStack } from './local-stack.ts';

/**
 * MOCK_CLOCK=frozen: the world stands still unless something moves it through /__mock/clock, and
 * starts clear of the hourly reward checkpoint, as the e2e suite's own stacks do
 * (e2e/fixtures/worker-stack.ts), for running a spec by hand against `npm start`. Unset or
 * `running`, the world follows the wall clock, as a demo server's should.
 */
function clockFromEnv(env: NodeJS.ProcessEnv): { clockMode: 'running' | 'frozen'; clockOrigin?: Date } {
  const raw = env.MOCK_CLOCK?.trim() ?? '';
  if (raw === '' || raw === 'running') return { clockMode: 'running' };
  if (raw === 'frozen') {
    return { clockMode: 'frozen', clockOrigin: originClearOfCheckpoints(Date.now(), FROZEN_WORLD_CLEARANCE_SECONDS) };
  }
  throw new Error(`MOCK_CLOCK must be "running" or "frozen", got "${raw}"`);
}

const startedAt = performance.now();

async function main(): Promise<void> {
  const stack = await startLocalStack({ ports: portsFromEnv(process.env), ...clockFromEnv(process.env) });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log('');
  console.log(`  App:           ${stack.appUrl ?? '(not served)'}`);
  console.log(`  Mock service:  ${stack.apiUrl}   (test controls under ${stack.mockOrigin}/__mock/)`);
  if (stack.chains.length > 0) {
    for (const chain of stack.chains) {
      console.log(`  Chain ${String(chain.chainId)}:   ${chain.rpcUrl}   manager ${chain.manager}`);
    }
  } else {
    console.log(`  Chains:        none (${stack.chainsUnavailable ?? 'unknown reason'}); claims need a chain`);
  }
  console.log(`\n  Ready in ${seconds} s. Press Ctrl-C to stop.\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack`);
    stack.stop().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Some services did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The local stack failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

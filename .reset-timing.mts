import { startWorkerStack } from './e2e/fixtures/worker-stack.ts';
const t0 = performance.now();
const stack = await startWorkerStack(() => {});
console.log('stack start ms', Math.round(performance.now() - t0));
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const r = await fetch(`${stack.mockOrigin}/__mock/reset`, { method: 'POST' });
  await r.text();
  const t2 = performance.now();
  const f = await fetch(`${stack.mockOrigin}/__mock/fixtures`); await f.text();
  console.log('reset ms', Math.round(t2 - t), 'fixtures ms', Math.round(performance.now() - t2));
}
for (const p of ['/', '/rewards', '/campaigns']) {
  const t = performance.now();
  const r = await fetch(`${stack.appUrl}${p}`); await r.text();
  console.log(p, Math.round(performance.now() - t));
}
await stack.stop();

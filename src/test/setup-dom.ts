import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default; a file's first render also builds the mock world
// and loads lazy modules, which on a busy 2-core CI machine can take longer. Waiting longer only
// costs time when a test is about to fail anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

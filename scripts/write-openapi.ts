import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeOpenApiDocument } from '../src/api/openapi.ts';

// Writes openapi.json at the repository root from the schemas in src/api. The output is stable
// (same source, same bytes), and src/api/openapi.test.ts fails when the committed file is stale.

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, serializeOpenApiDocument());
console.log(`wrote ${target}`);

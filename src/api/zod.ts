// The app's zod lives in lib/zod.ts, below every layer, so that what the browser keeps
// (lib/kept.ts and the stores that declare a schema) decodes with the same zod and messages as
// the service's answers. The api layer keeps importing it from here.
export * from '../lib/zod.ts';

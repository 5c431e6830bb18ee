import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGET_ADDRESS_PARAM, CLAIMABLE_ONLY_PARAM, FORWARDER_OPT_IN_PARAM } from './assumptions.ts';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi.ts';
import { API_ROUTES, API_VERSION_PREFIX } from './routes.ts';

const committedPath = fileURLToPath(new URL('../../openapi.json', import.meta.url));

interface Document {
  paths: Record<
    string,
    Record<string, { parameters: { name?: string; $ref?: string }[]; responses: Record<string, unknown> }>
  >;
  components: { schemas: Record<string, Record<string, unknown>> };
}

const document = buildOpenApiDocument() as unknown as Document;

describe('openapi.json', () => {
  it('is up to date with the schemas (run `npm run openapi` after changing them)', () => {
    expect(readFileSync(committedPath, 'utf8')).toBe(serializeOpenApiDocument());
  });

  it('is stable from one build to the next', () => {
    expect(serializeOpenApiDocument()).toBe(serializeOpenApiDocument());
  });
});

describe('the OpenAPI document', () => {
  it('covers every route under /v1', () => {
    const expected = Object.values(API_ROUTES)
      .map((route) => `${API_VERSION_PREFIX}${route}`)
      .sort();
    expect(Object.keys(document.paths).sort()).toEqual(expected);
  });

  it('documents the wire side of codecs', () => {
    const { schemas } = document.components;
    expect(schemas.DecStr).toMatchObject({ type: 'string', pattern: '^(0|[1-9]\\d*)$' });
    expect(schemas.Timestamp).toMatchObject({ type: 'string', format: 'date-time' });
    expect(schemas.ReferralStatList).toMatchObject({ type: 'array' });
    expect(schemas.ReferralBindBody).toMatchObject({ additionalProperties: false, required: ['referee'] });
    expect(schemas.ErrorResponse).toMatchObject({ required: ['error', 'code', 'details'] });
  });

  it('names the assumed query parameters and the shared header', () => {
    const names = document.paths['/v1/campaigns']?.get?.parameters.map((parameter) => parameter.name ?? parameter.$ref);
    expect(names).toEqual(
      expect.arrayContaining([
        BUDGET_ADDRESS_PARAM,
        CLAIMABLE_ONLY_PARAM,
        FORWARDER_OPT_IN_PARAM,
        '#/components/parameters/PartnerRefId',
      ]),
    );
    const activeNames = document.paths['/v1/campaigns/active']?.get?.parameters.map((parameter) => parameter.name);
    expect(activeNames).not.toContain('status');
  });

  it('lists error responses, with ALREADY_BOUND under 409 on the bind', () => {
    const bind = document.paths['/v1/referrals/bind']?.post;
    expect(Object.keys(bind?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409', '429', '500']);
    expect(JSON.stringify(bind?.responses['409'])).toContain('ALREADY_BOUND');
    expect(Object.keys(document.paths['/v1/forwarder/targets']?.get?.responses ?? {})).toEqual([
      '200',
      '400',
      '404',
      '429',
      '500',
    ]);
  });
});

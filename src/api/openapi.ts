import { ERROR_STATUS_BY_CODE } from './assumptions.ts';
import {
  asEmbeddedSchema,
  buildComponentSchemas,
  componentRef,
  overrideWireSchema,
  type JsonObject,
} from './openapi-components.ts';
import { OPERATIONS, PARAMETER_NOTES, type OperationSpec } from './openapi-operations.ts';
import { API_VERSION_PREFIX } from './routes.ts';
import type { ErrorCode } from './error-codes.ts';
import { PARTNER_REF_ID_HEADER, partnerRefIdSchema } from './schemas/requests.ts';
import * as z from '../lib/zod.ts';

// The OpenAPI 3.1 document of the service as this app understands it: every path, parameter,
// body and response comes from the schemas in schemas/, and every "not shown" choice from
// assumptions.ts. scripts/write-openapi.ts writes it to openapi.json.

function wireSchemaOf(schema: z.core.$ZodType): JsonObject {
  return asEmbeddedSchema(z.toJSONSchema(schema, { io: 'input', override: overrideWireSchema }));
}

function parameters(location: 'path' | 'query', schema: z.ZodMiniObject | undefined): JsonObject[] {
  if (schema === undefined) return [];
  const result: JsonObject[] = [];
  for (const [name, field] of Object.entries(schema.shape)) {
    const optional = field instanceof z.core.$ZodOptional;
    const inner = field instanceof z.core.$ZodOptional ? field._zod.def.innerType : field;
    // A `never` member is a refused parameter (status on /campaigns/active): not offered at all.
    if (inner instanceof z.core.$ZodNever) continue;
    const wire = wireSchemaOf(inner);
    const parameter: JsonObject = { name, in: location, required: location === 'path' || !optional, schema: wire };
    const note = PARAMETER_NOTES[name];
    if (note !== undefined) parameter.description = note;
    if (wire.type === 'array') Object.assign(parameter, { style: 'form', explode: true });
    result.push(parameter);
  }
  return result;
}

function jsonContent(schema: JsonObject): JsonObject {
  return { 'application/json': { schema } };
}

function errorResponses(codes: readonly ErrorCode[], notes: Partial<Record<number, string>> = {}): JsonObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const result: JsonObject = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const note = notes[status];
    const response: JsonObject = {
      description: `${statusCodes.join(', ')}${note === undefined ? '' : `. ${note}`}`,
      content: jsonContent({
        allOf: [componentRef('ErrorResponse'), { type: 'object', properties: { code: { enum: statusCodes } } }],
      }),
    };
    if (status === 429) {
      response.headers = {
        'Retry-After': {
          description: 'Seconds or an HTTP date; the app waits for it before retrying (at most 3 tries in total).',
          schema: { type: 'string' },
        },
      };
    }
    result[String(status)] = response;
  }
  return result;
}

function operation(spec: OperationSpec): JsonObject {
  const result: JsonObject = {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
  };
  if (spec.description !== undefined) result.description = spec.description;
  result.parameters = [
    ...parameters('path', spec.path),
    ...parameters('query', spec.query),
    { $ref: '#/components/parameters/PartnerRefId' },
  ];
  if (spec.body !== undefined) {
    result.requestBody = { required: true, content: jsonContent(componentRef(spec.body)) };
  }
  // `{}` first: the bind may also go without a session token (signature mode).
  if (spec.bearer === true) result.security = [{}, { sessionToken: [] }];
  result.responses = {
    '200': { description: 'OK', content: jsonContent(componentRef(spec.response)) },
    ...errorResponses(spec.errors, spec.errorNotes),
  };
  return result;
}

export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const spec of OPERATIONS) {
    const key = `${API_VERSION_PREFIX}${spec.route}`;
    paths[key] = { ...paths[key], [spec.method]: operation(spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Incentive Campaign and Referral Service',
      version: '1.0.0',
      description:
        'Generated from src/api/schemas by scripts/write-openapi.ts. Choices the interface leaves open ("not shown") follow src/api/assumptions.ts.',
    },
    servers: [{ url: '{base_url}', variables: { base_url: { default: 'http://127.0.0.1:8787' } } }],
    tags: ['campaigns', 'rewards', 'claims', 'referrals', 'forwarder'].map((name) => ({ name })),
    paths,
    components: {
      schemas: buildComponentSchemas(),
      parameters: {
        PartnerRefId: {
          name: PARTNER_REF_ID_HEADER,
          in: 'header',
          required: false,
          description: 'Partner attribution reference; grants nothing.',
          schema: wireSchemaOf(partnerRefIdSchema),
        },
      },
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Session token of the identity provider (session mode of the bind).',
        },
      },
    },
  };
}

/** The document as written to openapi.json: two-space JSON with a final newline. */
export function serializeOpenApiDocument(document: JsonObject = buildOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

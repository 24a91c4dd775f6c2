import { z } from 'zod';
import { ajaxResponse } from '../../src/api/schemas/common.js';
import type { RegisteredOperation } from './service.js';

/**
 * The OpenAPI 3 document of every registered operation, generated from the same zod schemas the server
 * validates with: query parameters (GET, DELETE) or a JSON body (POST, PUT), and the result inside the ABP
 * envelope. Served at ABP's address, `/swagger/v1/swagger.json`, with Swagger UI at `/swagger`.
 */
type JsonSchema = Record<string, unknown>;

/**
 * Converted schemas, per schema object and direction. Operations' schemas are module constants, so the document of a
 * second app in the same process (every server test builds one) reuses the first's conversions, which were the larger
 * part of building an app. Each use gets its own copy: documents never share objects.
 */
const converted = new WeakMap<z.ZodType, Partial<Record<'input' | 'output', JsonSchema>>>();

const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const entry = converted.get(schema) ?? {};
  converted.set(schema, entry);
  entry[io] ??= convert(schema, io);
  return structuredClone(entry[io]);
};

/** The result schema inside the ABP envelope, one per result schema (see `converted`). */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
const enveloped = (result: z.ZodType): z.ZodType => {
  let schema = envelopes.get(result);
  if (!schema) {
    schema = ajaxResponse(result);
    envelopes.set(result, schema);
  }
  return schema;
};

const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // Dates travel as ISO 8601 strings.
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
};

const anyResult = z.unknown();

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

function parameters(input: z.ZodType | undefined) {
  const tenantHeader = { $ref: '#/components/parameters/AbpTenantId' };
  if (!input) return [tenantHeader];
  const json = toJson(input, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return [
    ...Object.entries(properties).map(([name, schema]) => ({
      name: pascal(name),
      in: 'query',
      required: required.has(name),
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      schema,
    })),
    tenantHeader,
  ];
}

function describe(op: RegisteredOperation) {
  const { operation } = op;
  const { fromBody } = op;
  const result = operation.output ?? anyResult;
  const permissions = op.permissions.length ? ` Permissions: ${op.permissions.join(', ')}.` : '';
  return {
    tags: [op.service],
    operationId: `${op.service}_${op.name}`,
    summary: `${op.service}/${op.name}`,
    description: `${op.anonymous ? 'Anonymous.' : 'Needs a signed-in user.'}${permissions}${
      op.bookingGrant ? ' Or the payer, with the booking grant of the order (X-Booking-Grant).' : ''
    }`,
    parameters: parameters(fromBody ? operation.query : operation.input),
    ...(fromBody && operation.input
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJson(operation.input, 'input') } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Success, in the ABP envelope.',
        content: { 'application/json': { schema: toJson(enveloped(result), 'output') } },
      },
      400: errorResponse('Validation error: `error.validationErrors` name the fields.'),
      401: errorResponse('Not signed in.'),
      403: errorResponse('A required permission is not granted.'),
      404: errorResponse('Unknown entity or route.'),
      500: errorResponse('A user-friendly error (`error.message`) or an internal error.'),
    },
    ...(op.anonymous ? { security: [] } : {}),
  };
}

export function openApiDocument(operations: RegisteredOperation[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) (paths[op.url] ??= {})[op.method.toLowerCase()] = describe(op);
  paths['/health'] = {
    get: {
      tags: ['Health'],
      operationId: 'Health',
      summary: 'Liveness and database state',
      security: [],
      responses: { 200: { description: 'Up' }, 503: { description: 'The database is unreachable' } },
    },
  };
  return {
    openapi: '3.0.3',
    info: {
      title: 'Client Care API',
      version,
      description:
        'The ASP.NET Boilerplate (module zero) wire contract: `/api/services/app/{Service}/{Operation}`, ' +
        'answers in the `{result, success, error, unAuthorizedRequest, __abp}` envelope. Query keys and ' +
        'body fields match case-insensitively.',
    },
    paths,
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        AbpTenantId: {
          name: 'Abp-TenantId',
          in: 'header',
          required: false,
          description: 'The tenant of an anonymous call (sign-in, registration); ignored once signed in.',
          schema: { type: 'integer' },
        },
      },
      schemas: { ErrorEnvelope: toJson(ajaxResponse(z.null()), 'output') },
    },
  };
}

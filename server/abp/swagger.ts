import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.js';
import type { RegisteredOperation } from './service.js';

/** ABP's addresses: the document at `/swagger/v1/swagger.json`, Swagger UI at `/swagger`. */
export const OPENAPI_PATH = '/swagger/v1/swagger.json';

export async function registerSwagger(
  app: FastifyInstance,
  operations: RegisteredOperation[],
  version: string,
) {
  const document = openApiDocument(operations, version);
  await app.register(swagger, {
    mode: 'static',
    // Built by hand from the schemas; the cast only bridges to openapi-types' stricter literal types.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/swagger',
    uiConfig: { url: OPENAPI_PATH, validatorUrl: null, docExpansion: 'none', deepLinking: true },
  });
}

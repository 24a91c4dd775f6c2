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
  // Built when first asked for, not with the app: few processes ever serve it, and building it (every operation's
  // schemas converted) was a quarter of building an app, which the test suite does for nearly every test
  // (docs/performance.md). @fastify/swagger keeps this object and serves it as it is then.
  const document: Record<string, unknown> = {};
  const build = async () => {
    if (!('openapi' in document)) Object.assign(document, openApiDocument(operations, version));
  };
  await app.register(swagger, {
    mode: 'static',
    // Built by hand from the schemas; the cast only bridges to openapi-types' stricter literal types.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(async (docs) => {
    // Every route that serves the document: its own address, and Swagger UI's (/swagger/json, /swagger/yaml).
    docs.addHook('onRequest', build);
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
    await docs.register(swaggerUi, {
      routePrefix: '/swagger',
      uiConfig: { url: OPENAPI_PATH, validatorUrl: null, docExpansion: 'none', deepLinking: true },
    });
  });
}

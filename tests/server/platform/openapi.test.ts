import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it, onTestFinished } from 'vitest';
import { verbFor } from '../../../server/abp/service.js';
import { services } from '../../../server/services/index.js';
import { createTestApp } from '../helpers.js';

/** Every route `registerService` registers, from the service definitions themselves. */
const expectedOperations = services({}).flatMap((s) =>
  Object.entries(s.operations).map(([name, o]) => ({
    path: `${s.prefix ?? '/api/services/app'}/${s.name}/${name}`,
    method: (o.method ?? verbFor(name)).toLowerCase(),
  })),
);

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: unknown; parameters?: { name: string }[]; responses: Record<string, unknown> }
    >
  >;
}

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3, lists every registered operation with its verb and describes the shared schemas', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/swagger/v1/swagger.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Document>();
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ path, method })),
    );
    expect(expectedOperations.length).toBeGreaterThan(25);
    for (const op of expectedOperations) expect(listed).toContainEqual(op);
    expect(listed).toContainEqual({ path: '/api/TokenAuth/Authenticate', method: 'post' });

    // Inputs and outputs come from the shared schemas; results are in the ABP envelope.
    const getAll = doc.paths['/api/services/app/User/GetAll']!.get!;
    expect(getAll.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'SkipCount',
        'MaxResultCount',
        'Sorting',
        'PageNumber',
        'SortBy',
        'Keyword',
        'IsActive',
      ]),
    );
    const create = doc.paths['/api/services/app/User/Create']!.post!;
    expect(create.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              password: { type: 'string', minLength: 6, maxLength: 32 },
              emailAddress: { pattern: expect.any(String) },
            },
            required: expect.arrayContaining(['userName', 'password']),
          },
        },
      },
    });
    expect(create.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: { result: { properties: { userName: { type: 'string' } } }, __abp: {}, success: {} },
          },
        },
      },
    });
    const logs = doc.paths['/api/services/app/Log/GetLoginLogs']!.get!;
    expect(logs.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['TenantId', 'IsSuccess', 'StartCreationDate', 'EndCreationDate']),
    );
  });

  it('serves Swagger UI at /swagger, even next to the SPA fallback', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-spa-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
    const t = await createTestApp({ staticDir: dir });
    const ui = await t.app.inject({ url: '/swagger' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    expect(ui.body).not.toContain('<title>SPA</title>');
    const json = await t.app.inject({ url: '/swagger/v1/swagger.json' });
    expect(json.headers['content-type']).toMatch(/application\/json/);
    // Client routes still get the SPA.
    expect((await t.app.inject({ url: '/users/5' })).body).toContain('<title>SPA</title>');
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.js';

type Parameter = { name: string; in: string; description?: string };
type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

describe('OpenAPI: reservation lookups and the Search tenant', () => {
  it('documents the second facts, the ticket lookup and ?tenantId on both Search operations', async () => {
    const t = await createTestApp();
    const doc = (await t.app.inject({ url: '/swagger/v1/swagger.json' })).json<Doc>();
    const params = (path: string, method: string) =>
      doc.paths[`/api/services/app/${path}`]![method]!.parameters ?? [];
    const lookup = params('Reservation/GetReservation', 'get');
    for (const name of ['CheckInDate', 'Email', 'TicketNumber', 'TravellerFirstName', 'TravellerLastName'])
      expect(lookup.find((p) => p.name === name)?.description, name).toBeTruthy();
    for (const op of ['Search/SearchProduct', 'Search/SearchVouchersProduct'])
      expect(params(op, 'post')).toContainEqual(
        expect.objectContaining({ name: 'TenantId', in: 'query', description: expect.any(String) }),
      );
  });
});

import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ValidationErrorInfo } from '@/api/types/abp';
import { envelope, errorEnvelope } from './abp';

/** One recorded call to a fake resource: the operation, its query and its JSON body. */
export interface RecordedCall {
  operation: string;
  query: Record<string, string>;
  body: unknown;
}

export interface AbpResourceOptions<T extends { id: number }> {
  /** The rows the fake starts with. */
  rows?: T[];
  /** Fields the `Keyword` parameter searches (case- and accent-insensitive, as the server does). */
  keywordFields?: (keyof T)[];
  /** A request parameter → a predicate on a row (`IsActive`, `Currency`…); parameters not listed are ignored. */
  filters?: Record<string, (row: T, value: string) => boolean>;
  /** Builds the stored row from a Create body and the new id (defaults: the body with the id). */
  create?: (input: Record<string, unknown>, id: number) => T;
  /** Field errors for a Create or Update body, answered as the server's 400 (none: accepted). */
  validate?: (input: Record<string, unknown>, existing: T | undefined) => ValidationErrorInfo[];
}

const fold = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/**
 * A stateful fake of one ABP resource (`{service}/GetAll|Get|Create|Update|Delete`) for component tests: what a
 * test creates appears in the next list, what it deletes disappears, and every call is recorded. Lists honour
 * Keyword, the given filters, `Sorting` ("field asc|desc"), SkipCount and MaxResultCount, like the server.
 */
export function abpResource<T extends { id: number }>(service: string, options: AbpResourceOptions<T> = {}) {
  const rows = new Map<number, T>((options.rows ?? []).map((row) => [row.id, row]));
  const calls: RecordedCall[] = [];
  let nextId = Math.max(0, ...rows.keys()) + 1;
  const url = (operation: string) => `*/api/services/app/${service}/${operation}`;
  const record = async (operation: string, request: Request) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const body: unknown =
      request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    calls.push({ operation, query, body });
    return { query, body: (body ?? {}) as Record<string, unknown> };
  };
  const invalid = (errors: ValidationErrorInfo[]) =>
    HttpResponse.json(errorEnvelope('Your request is not valid!', errors), { status: 400 });
  const notFound = () =>
    HttpResponse.json(errorEnvelope('There is no entity with that id.'), { status: 404 });
  const conflict = () =>
    HttpResponse.json(
      errorEnvelope(
        'Someone else changed this record after you opened it.',
        null,
        'Your changes were not saved. Reload the latest version, or compare it with yours and save again.',
      ),
      { status: 409 },
    );
  // Rows with a concurrency stamp get a new one per change, as the server's (none: a stock ABP entity).
  let stamps = 0;
  const restamped = (row: T): T =>
    'concurrencyStamp' in row ? { ...row, concurrencyStamp: `stamp-${row.id}-${++stamps}` } : row;

  const list = (query: Record<string, string>) => {
    let result = [...rows.values()];
    const keyword = query.Keyword ? fold(query.Keyword) : '';
    if (keyword)
      result = result.filter((row) =>
        (options.keywordFields ?? []).some((f) => fold(row[f]).includes(keyword)),
      );
    for (const [param, predicate] of Object.entries(options.filters ?? {})) {
      const value = query[param];
      if (value !== undefined && value !== '') result = result.filter((row) => predicate(row, value));
    }
    const [field, order] = (query.Sorting ?? '').split(' ');
    if (field) {
      const key = (row: T) => fold((row as Record<string, unknown>)[field]);
      result.sort(
        (a, b) => key(a).localeCompare(key(b), 'en', { numeric: true }) * (order === 'desc' ? -1 : 1),
      );
    }
    const skip = Number(query.SkipCount ?? 0);
    const take = Number(query.MaxResultCount ?? 10);
    return { totalCount: result.length, items: result.slice(skip, skip + take) };
  };

  const handlers: HttpHandler[] = [
    http.get(url('GetAll'), async ({ request }) => {
      const { query } = await record('GetAll', request);
      return HttpResponse.json(envelope(list(query)));
    }),
    http.get(url('Get'), async ({ request }) => {
      const { query } = await record('Get', request);
      const row = rows.get(Number(query.Id ?? query.id));
      return row ? HttpResponse.json(envelope(row)) : notFound();
    }),
    http.post(url('Create'), async ({ request }) => {
      const { body } = await record('Create', request);
      const errors = options.validate?.(body, undefined) ?? [];
      if (errors.length) return invalid(errors);
      const id = nextId++;
      const row = options.create ? options.create(body, id) : ({ ...body, id } as unknown as T);
      rows.set(id, row);
      return HttpResponse.json(envelope(row));
    }),
    http.put(url('Update'), async ({ request }) => {
      const { body } = await record('Update', request);
      const existing = rows.get(Number(body.id));
      if (!existing) return notFound();
      const stamp = (existing as { concurrencyStamp?: string }).concurrencyStamp;
      if (stamp !== undefined && body.concurrencyStamp != null && body.concurrencyStamp !== stamp)
        return conflict();
      const errors = options.validate?.(body, existing) ?? [];
      if (errors.length) return invalid(errors);
      const row = restamped({ ...existing, ...body, id: existing.id } as T);
      rows.set(row.id, row);
      return HttpResponse.json(envelope(row));
    }),
    http.delete(url('Delete'), async ({ request }) => {
      const { query } = await record('Delete', request);
      const id = Number(query.Id ?? query.id);
      if (!rows.delete(id)) return notFound();
      return HttpResponse.json(envelope(null));
    }),
  ];

  return {
    handlers,
    calls,
    /** The calls of one operation, oldest first. */
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation),
    /** The rows as the fake holds them now. */
    rows: () => [...rows.values()],
    row: (id: number) => rows.get(id),
    /** Another user's save of a row (its stamp changes): an open form's save of it is then a 409. */
    changeRow: (id: number, changes: Partial<T>) => {
      const row = restamped({ ...rows.get(id)!, ...changes });
      rows.set(id, row);
      return row;
    },
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { permissionDisplayName, translate, type Culture, type MessageKey } from './l10n/index.js';
import { AbpAuthorizationError } from './errors.js';
import { success } from './envelope.js';
import { parseInput, type InputSchema } from './input.js';
import { grantedPermissions, type AbpSession, type UserRow } from './session.js';
import type { AppDeps } from './deps.js';
import { enterTenantAsHost } from './hostAccess.js';
import { BOOKING_GRANT_HEADER } from './bookingGrant.js';

/** Everything an operation handler needs about its call. */
export interface ServiceContext {
  db: Db;
  deps: AppDeps;
  session: AbpSession;
  culture: Culture;
  request: FastifyRequest;
  reply: FastifyReply;
  t(key: MessageKey, ...args: (string | number)[]): string;
  /** The caller's granted permissions (loaded once per request). */
  permissions(): Promise<Set<string>>;
  /** The signed-in user; only call it from operations that are not anonymous. */
  user(): UserRow;
}

export interface Operation<S extends InputSchema> {
  /** At least one of these must be granted, on top of the service's own permission. */
  permission?: string | string[];
  anonymous?: boolean;
  /**
   * The payer of a booking may call it too (the public booking flow): a request that carries a booking grant
   * (`X-Booking-Grant`) is not asked for a user or permissions, and the handler must check that the grant covers
   * what it addresses (bookingGrant.ts). Every other caller needs a signed-in user with the permissions.
   */
  bookingGrant?: boolean;
  input?: S;
  /** The result's schema (inside the ABP envelope), published in the OpenAPI document. */
  output?: z.ZodType;
  /** Overrides the verb derived from the operation name. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Reads the input from the query string even on POST or PUT, as ABP binds an operation's simple-typed
   * parameters (`POST CacheManagement/ExpireCache?cacheKey=…`).
   */
  inQuery?: boolean;
  /**
   * Query parameters a body operation also reads (the spec's `POST Search/SearchProduct?tenantId`), published in the
   * OpenAPI document; the handler reads them itself.
   */
  query?: z.ZodObject;
  /** Fastify route options such as `{ rateLimit: {...} }`. */
  routeConfig?: Record<string, unknown>;
  /**
   * A read whose handler never changes its input (the CRUD lists): its parsed inputs are kept, frozen, for this
   * many request addresses, so that a repeated request (a list's first page, a refresh) is not validated again.
   */
  keptInputs?: number;
  handler(ctx: ServiceContext, input: z.output<S>): Promise<unknown> | unknown;
}

/** Declares one operation; the helper exists so that the handler's input type is inferred from its schema. */
export function op<S extends InputSchema = z.ZodObject<Record<string, never>>>(
  operation: Operation<S>,
): Operation<S> {
  return operation;
}

export interface ServiceDefinition {
  name: string;
  /** Required for every operation of the service unless the service or operation is anonymous. */
  permission?: string | string[];
  anonymous?: boolean;
  // The operations' input schemas differ, so the map is typed loosely; each entry was checked by op().
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous schemas, checked by op()
  operations: Record<string, Operation<any>>;
  /** Defaults to the ABP application-service prefix. */
  prefix?: string;
  /** A host user holding Pages.Tenants may name a tenant in the header to work in it (see hostAccess.ts). */
  hostMayEnterTenant?: boolean;
}

/** ABP's conventional verb for a method name (ProxyScriptingHelper.GetConventionalVerbForMethodName). */
export function verbFor(name: string): 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' {
  const n = name.toLowerCase();
  if (n.startsWith('get')) return 'GET';
  if (n.startsWith('put') || n.startsWith('update')) return 'PUT';
  if (n.startsWith('delete') || n.startsWith('remove')) return 'DELETE';
  if (n.startsWith('patch')) return 'PATCH';
  return 'POST';
}

const asList = (p: string | string[] | undefined) => (p === undefined ? [] : Array.isArray(p) ? p : [p]);

async function authorize(ctx: ServiceContext, groups: string[][]) {
  if (!ctx.session.user) throw new AbpAuthorizationError(false);
  const granted = await ctx.permissions();
  for (const group of groups) {
    if (group.length && !group.some((p) => granted.has(p))) throw new AbpAuthorizationError(true, group);
  }
}

export function createContext(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): ServiceContext {
  let cache: Promise<Set<string>> | null = null;
  const { session, culture } = request.abp;
  return {
    db: deps.db,
    deps,
    session,
    culture,
    request,
    reply,
    t: (key, ...args) => translate(culture, key, args),
    permissions: () => {
      const user = session.user;
      cache ??= user
        ? deps.cache.permissions(user, () => grantedPermissions(deps.db, user)).then((list) => new Set(list))
        : Promise.resolve(new Set());
      return cache;
    },
    user: () => {
      if (!session.user) throw new AbpAuthorizationError(false);
      return session.user;
    },
  };
}

/** One registered route, as the OpenAPI document describes it. */
export interface RegisteredOperation {
  service: string;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  anonymous: boolean;
  /** Staff with the permissions, or the payer with a booking grant (Operation.bookingGrant). */
  bookingGrant: boolean;
  permissions: string[];
  /** Each group needs at least one of its permissions granted (for the authorization matrix). */
  permissionGroups: string[][];
  /** The input's field names (body for writes, query for reads). */
  inputKeys: string[];
  fromBody: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous schemas, checked by op()
  operation: Operation<any>;
}

/** Registers every operation of a service as `/{prefix}/{Service}/{Operation}` with its conventional verb. */
export function registerService(
  app: FastifyInstance,
  deps: AppDeps,
  service: ServiceDefinition,
): RegisteredOperation[] {
  const prefix = service.prefix ?? '/api/services/app';
  const registered: RegisteredOperation[] = [];
  for (const [name, operation] of Object.entries(service.operations)) {
    const method = operation.method ?? verbFor(name);
    const fromBody = !operation.inQuery && method !== 'GET' && method !== 'DELETE';
    const anonymous = operation.anonymous ?? service.anonymous ?? false;
    const groups = [asList(service.permission), asList(operation.permission)];
    const url = `${prefix}/${service.name}/${name}`;
    registered.push({
      service: service.name,
      name,
      method,
      url,
      anonymous,
      bookingGrant: operation.bookingGrant ?? false,
      permissions: groups.flat(),
      permissionGroups: groups.filter((g) => g.length > 0),
      inputKeys: Object.keys(((operation.input ?? z.object({})) as InputSchema).shape),
      fromBody,
      operation,
    });
    const schema = (operation.input ?? z.object({})) as InputSchema;
    const read = (request: FastifyRequest) =>
      parseInput(schema, fromBody ? request.body : request.query, fromBody && !!operation.input);
    const kept =
      operation.keptInputs && method === 'GET' && !fromBody ? keptInputs(operation.keptInputs) : null;
    app.route({
      method,
      url,
      config: operation.routeConfig ?? {},
      handler: async (request, reply) => {
        const ctx = createContext(deps, request, reply);
        const byGrant = operation.bookingGrant && typeof request.headers[BOOKING_GRANT_HEADER] === 'string';
        if (!anonymous && !byGrant) await authorize(ctx, groups);
        if (service.hostMayEnterTenant) await enterTenantAsHost(ctx);
        // The address holds the whole input of a GET (its query string): the same address parses the same.
        const input = kept ? kept(request.url, () => read(request)) : read(request);
        const result = await operation.handler(ctx, input);
        return success(result === undefined ? null : result);
      },
    });
  }
  return registered;
}

/** Longer addresses are parsed every time (the kept ones stay small whatever callers send). */
const KEPT_ADDRESS_LENGTH = 512;

/** Up to `size` parsed inputs by request address, the oldest dropped first; each is frozen (shared by requests). */
function keptInputs(size: number) {
  const inputs = new Map<string, unknown>();
  return <T>(address: string, parse: () => T): T => {
    if (address.length > KEPT_ADDRESS_LENGTH) return parse();
    if (inputs.has(address)) return inputs.get(address) as T;
    const input = deepFreeze(parse());
    if (inputs.size >= size) inputs.delete(inputs.keys().next().value!);
    inputs.set(address, input);
    return input;
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export const displayPermissions = (culture: Culture, names: string[]) =>
  names.map((n) => permissionDisplayName(culture, n)).join(', ');

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../abp/deps.js';
import { translate } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';

/**
 * The context of work the server does by itself (scheduled jobs): nobody is signed in, so history and audit
 * rows name the system (a null user), messages are English (they only reach the log), and no permission is
 * held. There is no HTTP request: a job that reached for one would be a bug, and fails loudly.
 */
export function systemContext(deps: AppDeps, db: Db = deps.db): ServiceContext {
  const noRequest = new Proxy(
    {},
    {
      get: () => {
        throw new Error('a scheduled job has no HTTP request');
      },
    },
  );
  return {
    db,
    deps,
    session: { userId: null, tenantId: null, user: null },
    culture: 'en',
    // The proxy stands in for the request and reply a job does not have (see above).
    request: noRequest as FastifyRequest,
    reply: noRequest as FastifyReply,
    t: (key, ...args) => translate('en', key, args),
    permissions: () => Promise.resolve(new Set<string>()),
    user: () => {
      throw new Error('a scheduled job acts as the system, not as a user');
    },
  };
}

import type { ValidationErrorInfo } from '../../src/api/types/abp.js';
import type { MessageKey } from './l10n/index.js';

/** A message to be translated into the request's culture: a key and its ordered arguments. */
export interface Localizable {
  key: MessageKey;
  args?: (string | number)[];
}

/**
 * ABP's UserFriendlyException: HTTP 500 whose message (and details) the user is meant to read. `status` says
 * otherwise where another code is more exact (502: a server the API called, such as an SMTP server, failed).
 */
export class UserFriendlyError extends Error {
  constructor(
    readonly text: Localizable,
    readonly detailsText: Localizable | null = null,
    readonly code = 0,
    readonly status = 500,
  ) {
    super(text.key);
  }
}

/** A validation failure: HTTP 400 with one entry per failing field. */
export class AbpValidationError extends Error {
  constructor(readonly errors: { text: Localizable; members: string[] | null }[]) {
    super('validation');
  }
}

export class EntityNotFoundError extends Error {
  constructor(
    readonly entity: string,
    readonly id: string | number,
  ) {
    super(`There is no entity ${entity} with id = ${id}!`);
  }
}

/** 401 when nobody is signed in, 403 when the signed-in user lacks every listed permission. */
export class AbpAuthorizationError extends Error {
  constructor(
    readonly authenticated: boolean,
    readonly permissions: string[] = [],
    readonly requireAll = false,
  ) {
    super(authenticated ? 'forbidden' : 'unauthenticated');
  }
}

/** Too many requests in a window: 429 with a Retry-After header. */
export class TooManyRequestsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many requests');
  }
}

export type { ValidationErrorInfo };

export const fieldError = (members: string[], key: MessageKey, ...args: (string | number)[]) =>
  new AbpValidationError([{ text: { key, args }, members }]);

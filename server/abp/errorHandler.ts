import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorInfo } from '../../src/api/types/abp.js';
import { failure } from './envelope.js';
import {
  AbpAuthorizationError,
  AbpValidationError,
  EntityNotFoundError,
  TooManyRequestsError,
  UserFriendlyError,
} from './errors.js';
import { translate } from './l10n/index.js';
import { displayPermissions } from './service.js';

/** Turns every failure into the ABP envelope with the status code ABP would use; unexpected errors stay on the server. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const culture = request.abp?.culture ?? 'en';
    const t = (key: Parameters<typeof translate>[1], args: (string | number)[] = []) =>
      translate(culture, key, args);

    if (error instanceof AbpAuthorizationError) {
      const message = error.authenticated
        ? t(
            error.requireAll
              ? 'AllOfThesePermissionsMustBeGranted'
              : 'AtLeastOneOfThesePermissionsMustBeGranted',
            [displayPermissions(culture, error.permissions)],
          )
        : t('CurrentUserDidNotLoginToTheApplication');
      return reply.status(error.authenticated ? 403 : 401).send(failure({ message }, true));
    }
    if (error instanceof AbpValidationError) {
      const validationErrors = error.errors.map((e) => ({
        message: t(e.text.key, e.text.args),
        members: e.members,
      }));
      const details = `${t('ValidationNarrativeTitle')}\n${validationErrors.map((e) => ` - ${e.message}\n`).join('')}`;
      return reply.status(400).send(failure({ message: t('ValidationError'), details, validationErrors }));
    }
    if (error instanceof EntityNotFoundError) {
      return reply.status(404).send(failure({ message: t('EntityNotFound', [error.entity, error.id]) }));
    }
    if (error instanceof UserFriendlyError) {
      const info: Partial<ErrorInfo> & { message: string } = {
        code: error.code,
        message: t(error.text.key, error.text.args),
        details: error.detailsText ? t(error.detailsText.key, error.detailsText.args) : null,
      };
      return reply.status(500).send(failure(info));
    }
    if (error instanceof TooManyRequestsError || error.statusCode === 429) {
      const seconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : 60;
      return reply.status(429).send(failure({ message: t('TooManyRequests', [seconds]) }));
    }
    // Malformed JSON, a body too large, an unsupported content type: the request itself is not valid.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = t('ValidationError');
      const validationErrors = [{ message: t('InputIsNull'), members: ['input'] }];
      return reply.status(400).send(failure({ message, details: null, validationErrors }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure({ message: t('InternalServerError') }));
  });
}

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
import { isInputDataError, logUnexpected } from './errorLog.js';
import { translate } from './l10n/index.js';
import { displayPermissions } from './service.js';

/**
 * Turns every failure into the ABP envelope with the status code ABP would use; unexpected errors stay on the
 * server: one log line each, with a correlation id that the envelope (`error.correlationId`) and the
 * `X-Correlation-Id` header return.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const culture = request.abp?.culture ?? 'en';
    const t = (key: Parameters<typeof translate>[1], args: (string | number)[] = []) =>
      translate(culture, key, args);
    const send = (status: number, info: Partial<ErrorInfo> & { message: string }, unauthorized = false) =>
      reply
        .status(status)
        .header('X-Correlation-Id', request.id)
        .send(failure({ ...info, correlationId: request.id }, unauthorized));

    if (error instanceof AbpAuthorizationError) {
      if (!error.authenticated)
        // Why a presented token was refused (user or tenant switched off, security stamp, expiry, sign-out).
        return send(
          401,
          {
            message: t('CurrentUserDidNotLoginToTheApplication'),
            details: request.abp?.session.endReason ?? null,
          },
          true,
        );
      const message = t(
        error.requireAll ? 'AllOfThesePermissionsMustBeGranted' : 'AtLeastOneOfThesePermissionsMustBeGranted',
        [displayPermissions(culture, error.permissions)],
      );
      return send(403, { message }, true);
    }
    if (error instanceof AbpValidationError) {
      const validationErrors = error.errors.map((e) => ({
        message: t(e.text.key, e.text.args),
        members: e.members,
      }));
      const details = `${t('ValidationNarrativeTitle')}\n${validationErrors.map((e) => ` - ${e.message}\n`).join('')}`;
      return send(400, { message: t('ValidationError'), details, validationErrors });
    }
    if (error instanceof EntityNotFoundError)
      return send(404, { message: t('EntityNotFound', [error.entity, error.id]) });
    if (error instanceof UserFriendlyError) {
      return send(error.status, {
        code: error.code,
        message: t(error.text.key, error.text.args),
        details: error.detailsText ? t(error.detailsText.key, error.detailsText.args) : null,
      });
    }
    if (error instanceof TooManyRequestsError || error.statusCode === 429) {
      const seconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : 60;
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(seconds));
      return send(429, { message: t('TooManyRequests', [seconds]) });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(413, { message: t('RequestTooLarge', [Math.round(app.initialConfig.bodyLimit! / 1024)]) });
    // Malformed JSON, an unsupported content type, or a value the database cannot hold (an out-of-range
    // number or date that slipped past the input rules): the request itself is not valid.
    const badValue = isInputDataError(error);
    if (badValue || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      const validationErrors = [
        { message: t(badValue ? 'InputValueOutOfRange' : 'InputIsNull'), members: ['input'] },
      ];
      return send(400, { message: t('ValidationError'), details: null, validationErrors });
    }
    logUnexpected(request, error);
    return send(500, { message: t('InternalServerError') });
  });
}

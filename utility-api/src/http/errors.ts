import type { FastifyError, FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages.ts';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, fail } from './envelope.ts';
import { requestLanguage } from './language.ts';

/**
 * Failures keep the envelope (README Conventions): a bad body is HTTP 400 status 2, an unknown path
 * 404 status 1, anything unexpected 500 status 1 with a generic text (internals stay in the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A POST with a JSON content type and no body is how the legacy clients call parameterless endpoints.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, {});
    else parseJson(request, text, done);
  });

  // Likewise a POST without any body: its optional fields are simply absent.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    const statusCode = error.statusCode ?? 500;
    if (error.validation || (statusCode >= 400 && statusCode < 500)) {
      const detail = error.validation ? error.message : translate(lang, 'invalidRequest');
      return reply.code(statusCode).send(fail(STATUS_INVALID_REQUEST, detail));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send(fail(STATUS_FAILED, translate(lang, 'internalError')));
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(fail(STATUS_FAILED, translate(requestLanguage(request), 'notFound'))),
  );
}

import type { FastifyReply } from 'fastify';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { envelopeSchema } from '../../http/schemas.ts';
import type { StoredFile } from '../../store/attachments.ts';

/** A download: the file with its name in `content-disposition` (any language, RFC 6266). */
export function sendFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.content);
}

export const fileResponses: Record<string, JSONSchema> = {
  200: {
    description: 'The file, or the envelope with status 1 when it does not exist or the viewer may not read it.',
    content: {
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
      'application/json': { schema: envelopeSchema },
    },
  },
  '4xx': envelopeSchema,
  '5xx': envelopeSchema,
};

/**
 * The parts of a multipart call, for the OpenAPI document only: nothing is required here because the
 * handler reads the parts itself (routes/applications/multipartForm.ts) and answers status 1 for missing ones.
 */
export function multipartParts(properties: Record<string, JSONSchema>): JSONSchema {
  return { type: 'object', properties };
}

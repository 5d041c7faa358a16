import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, type Language } from '../domain/constants.ts';

/** The best offered language of an Accept-Language header, by quality then order. */
function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return { primary: tag.split('-')[0]?.toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
  });
  return ranges
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((range) => range.primary)
    .find(isLanguage);
}

/**
 * The language of a request's `text` (README Conventions): the body's `Lang`, else Accept-Language, else
 * the session's, else el; a language not offered falls back to en. The request's own choice comes before
 * the session's, so that a caller who asks for another language per request (the portal's gateway always
 * says which) gets every text in it, not only the texts of calls with a `Lang` field.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const body = request.body as { Lang?: unknown } | null | undefined;
  const explicit = typeof body?.Lang === 'string' && body.Lang !== '' ? body.Lang : undefined;
  const chosen =
    explicit ?? acceptedLanguage(request.headers['accept-language']) ?? request.utilitySession?.language ?? DEFAULT_LANGUAGE;
  return isLanguage(chosen) ? chosen : FALLBACK_LANGUAGE;
}

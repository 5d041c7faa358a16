import type { FastifyRequest } from 'fastify';

/** One file part of a multipart request, fully read (files are at most 4 MB, `002 §9`). */
interface UploadedFile {
  field: string;
  fileName: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

/**
 * Reads a multipart body. The limits registered with @fastify/multipart (routes/applications/index.ts)
 * cut it off while streaming; that answers 'tooBig' or 'tooMany' here instead of an HTTP error.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm | 'tooBig' | 'tooMany'> {
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') form.files.push({ field: part.fieldname, fileName: part.filename, content: await part.toBuffer() });
      else (form.fields[part.fieldname] ??= []).push(String(part.value));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return 'tooBig';
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return 'tooMany';
    throw error;
  }
  return form;
}

/** A multipart field as an integer, or undefined. */
export function integerField(form: MultipartForm, name: string): number | undefined {
  const value = Number(form.fields[name]?.[0]);
  return Number.isSafeInteger(value) ? value : undefined;
}

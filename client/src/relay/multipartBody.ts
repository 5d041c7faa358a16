import type { UploadableMap } from 'relay-runtime';

/** The header the gateway's CSRF prevention wants on multipart posts (gateway/src/security/csrf.ts). */
export const CSRF_HEADER = 'x-graphql-csrf';

/**
 * A GraphQL multipart request (graphql-multipart-request-spec): `operations` (the JSON body with null
 * where files go), `map` (part name → variable paths), then one part per file. Relay's `uploadables`
 * are keyed by the variable path of each file, for example `input.attachments.0`.
 */
export function multipartBody(operation: { variables: object }, uploadables: UploadableMap): FormData {
  const form = new FormData();
  const keys = Object.keys(uploadables);
  form.append('operations', JSON.stringify(operation));
  form.append('map', JSON.stringify(Object.fromEntries(keys.map((key, index) => [String(index), [`variables.${key}`]]))));
  keys.forEach((key, index) => {
    const file = uploadables[key];
    if (file !== undefined) form.append(String(index), file, file instanceof File ? file.name : key);
  });
  return form;
}

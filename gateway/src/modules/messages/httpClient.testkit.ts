import { CSRF_HEADER } from '../../security/csrf.ts';
import { DEMO_PASSWORD } from '../../testing/harness.ts';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

/** A signed-in browser over real HTTP: JSON operations, GraphQL multipart uploads and file downloads. */
export interface HttpBrowser {
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody>;
  /** `files` maps a variable path (`input.attachments.0`) to its file (GraphQL multipart request spec). */
  upload(query: string, variables: Record<string, unknown>, files: Record<string, File>): Promise<GraphQLBody>;
  get(path: string): Promise<Response>;
}

export async function signedInOverHttp(url: string, login: string): Promise<HttpBrowser> {
  const headers = { 'accept-language': 'en' };
  const signIn = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { userErrors { code } } }',
      variables: { input: { email: login, password: DEMO_PASSWORD } },
    }),
  });
  const cookie = signIn.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  return {
    async graphql(query, variables = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...headers, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLBody;
    },
    async upload(query, variables, files) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      const paths = Object.keys(files);
      form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))));
      paths.forEach((path, index) => {
        const file = files[path];
        if (file !== undefined) form.append(String(index), file, file.name);
      });
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, cookie, [CSRF_HEADER]: '1' }, body: form });
      return (await response.json()) as GraphQLBody;
    },
    get: (path) => fetch(`${url}${path}`, { headers: { ...headers, cookie } }),
  };
}

export const pdf = (name: string, size = 64) => new File([new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...new Uint8Array(size)])], name, { type: 'application/pdf' });
export const exe = (name: string) => new File([new Uint8Array([0x4d, 0x5a, ...new Uint8Array(64)])], name, { type: 'application/pdf' });

/**
 * Asks the utility API itself, without the gateway, so that tests compare the gateway's answer with
 * what the upstream says for the same input (its texts are the source of truth, `000 §8`).
 */
export async function upstreamPost<T>(apiUrl: string, path: string, body: object, language: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** The utility API's own session of a login: `post` reads straight from the upstream as that user. */
export async function upstreamSession(apiUrl: string, login: string, password: string): Promise<<T>(path: string, body: object) => Promise<T>> {
  const answer = await fetch(`${apiUrl}/account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: login, Password: password }),
  });
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return async <T>(path: string, body: object): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    return (await response.json()) as T;
  };
}

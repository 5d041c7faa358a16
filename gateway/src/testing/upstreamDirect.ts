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

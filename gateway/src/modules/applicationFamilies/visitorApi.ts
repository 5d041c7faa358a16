import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** What the utility answers when a visitor's application starts or opens. */
export type OpenedVisitorApplication = Pick<UpstreamPayload<'/VisitorFamilyApplication/Open'>, 'id' | 'applicationType' | 'name' | 'email'>;

/** `/VisitorFamilyApplication/Start`: the draft, its session cookie set on `upstream`. */
export async function startVisitor(upstream: UpstreamClient, body: UpstreamBody<'/VisitorFamilyApplication/Start'>): Promise<OpenedVisitorApplication> {
  return upstream.post('/VisitorFamilyApplication/Start', body);
}

/** `/VisitorFamilyApplication/Open`: the application a key opens, its session cookie set on `upstream`. */
export async function openVisitor(upstream: UpstreamClient, key: string): Promise<OpenedVisitorApplication> {
  return upstream.post('/VisitorFamilyApplication/Open', { Key: key });
}

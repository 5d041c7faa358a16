import { type Environment, fetchQuery } from 'relay-runtime';
import { redirect } from 'react-router-dom';
import AppShellQueryNode, { type AppShellQuery } from '../routes/shell/__generated__/AppShellQuery.graphql';
import { GraphQLRequestError } from '../relay/errors';
import { type Access, type AccessFacts, redirectFor } from './access';

/**
 * Reads the access facts from the shell's own query: store-or-network, so that a navigation inside the
 * portal costs no request, and the first one shares the shell's request in flight.
 */
async function loadAccessFacts(environment: Environment): Promise<AccessFacts> {
  const data = await fetchQuery<AppShellQuery>(environment, AppShellQueryNode, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!data) throw new GraphQLRequestError('The gateway returned no shell data');
  return { organisation: data.organisation, settings: data.settings, user: data.viewer.user ?? null };
}

/** Throws react-router's redirect when the route is not for this viewer (000 §2 navigation rules). */
export async function guard(environment: Environment, access: Access): Promise<void> {
  const target = redirectFor(access, await loadAccessFacts(environment));
  if (target) throw redirect(target);
}

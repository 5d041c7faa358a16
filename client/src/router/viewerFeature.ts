import { type Environment, createOperationDescriptor, getRequest } from 'relay-runtime';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { EmployeeFeature } from './access';
import AppShellQueryNode, { type AppShellQuery } from '../routes/shell/__generated__/AppShellQuery.graphql';

/**
 * Whether the viewer's profile opens an employee area, read from the shell's query already in the store
 * (the route guard loaded it): a screen leaves out the parts of other areas the gateway would refuse, at no
 * upstream call of its own.
 */
export function viewerFeature(environment: Environment, feature: EmployeeFeature): boolean {
  const operation = createOperationDescriptor(getRequest(AppShellQueryNode), {});
  const data = environment.lookup(operation.fragment).data as AppShellQuery['response'] | null | undefined;
  return data?.viewer.user?.features[feature] === true;
}

/** `viewerFeature` for components. */
export function useViewerFeature(feature: EmployeeFeature): boolean {
  return viewerFeature(useRelayEnvironment(), feature);
}

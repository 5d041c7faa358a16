import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useDeleteAssessmentMutation as Mutation } from './__generated__/useDeleteAssessmentMutation.graphql';

/**
 * Deletes a condition assessment: its row leaves the history at once and comes back if the gateway refuses;
 * the asset comes back with the condition of the assessment now latest.
 */
export function useDeleteAssessmentMutation(reporting: MutationReporting = {}) {
  const { run, inFlight } = useFormMutation<Mutation, Mutation['response']['deleteConditionAssessment']>(
    graphql`
      mutation useDeleteAssessmentMutation($input: DeleteConditionAssessmentInput!, $connections: [ID!]!) {
        deleteConditionAssessment(input: $input) {
          deletedAssessmentId @deleteEdge(connections: $connections)
          asset {
            id
            ...AssetSummary_asset
            ...AssessmentHistory_asset
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.deleteConditionAssessment },
  );
  /** `connectionId`: the history's connection (`__id`), whose edge and count change before the answer. */
  const remove = useCallback(
    (assessmentId: string, connectionId: string) =>
      run(
        { input: { assessmentId }, connections: [connectionId] },
        {
          optimisticUpdater: (store) => {
            const connection = store.get(connectionId);
            if (!connection) return;
            ConnectionHandler.deleteNode(connection, assessmentId);
            connection.setValue(Math.max(0, Number(connection.getValue('totalCount') ?? 0) - 1), 'totalCount');
          },
        },
      ),
    [run],
  );
  return { run: remove, inFlight };
}

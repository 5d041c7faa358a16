import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { RecordDisconnectionInput, mutationsRecordDisconnectionMutation } from './__generated__/mutationsRecordDisconnectionMutation.graphql';
import type { ReconnectDisconnectionInput, mutationsReconnectDisconnectionMutation } from './__generated__/mutationsReconnectDisconnectionMutation.graphql';
import type { SetDisconnectionInvestigationInput, mutationsSetDisconnectionInvestigationMutation } from './__generated__/mutationsSetDisconnectionInvestigationMutation.graphql';

/** Records the final reading; the answer carries every field the screen shows. */
export function useRecordDisconnection() {
  const [commit, inFlight] = useMutation<mutationsRecordDisconnectionMutation>(graphql`
    mutation mutationsRecordDisconnectionMutation($input: RecordDisconnectionInput!) {
      recordDisconnection(input: $input) {
        disconnection {
          id
          status
          finalReading
          finalReadingDate
          clockOver
          comment
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: RecordDisconnectionInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.recordDisconnection.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

export function useSetInvestigation() {
  const [commit, inFlight] = useMutation<mutationsSetDisconnectionInvestigationMutation>(graphql`
    mutation mutationsSetDisconnectionInvestigationMutation($input: SetDisconnectionInvestigationInput!) {
      setDisconnectionInvestigation(input: $input) {
        disconnection {
          id
          underInvestigation
          investigationReason
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: SetDisconnectionInvestigationInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.setDisconnectionInvestigation.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

export function useReconnect() {
  const [commit, inFlight] = useMutation<mutationsReconnectDisconnectionMutation>(graphql`
    mutation mutationsReconnectDisconnectionMutation($input: ReconnectDisconnectionInput!) {
      reconnectDisconnection(input: $input) {
        disconnection {
          id
          status
          reconnectedOn
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: ReconnectDisconnectionInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.reconnectDisconnection.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

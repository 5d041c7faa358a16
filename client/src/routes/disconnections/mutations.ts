import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { mutationsRecordDisconnectionMutation } from './__generated__/mutationsRecordDisconnectionMutation.graphql';
import type { mutationsReconnectDisconnectionMutation } from './__generated__/mutationsReconnectDisconnectionMutation.graphql';
import type { mutationsSetDisconnectionInvestigationMutation } from './__generated__/mutationsSetDisconnectionInvestigationMutation.graphql';

/** Records the final reading; the answer carries every field the screen shows. */
export function useRecordDisconnection() {
  return usePayloadMutation<mutationsRecordDisconnectionMutation, readonly UserErrorData[]>(
    graphql`
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
  `,
    (response) => response.recordDisconnection.userErrors,
  );
}

export function useSetInvestigation() {
  return usePayloadMutation<mutationsSetDisconnectionInvestigationMutation, readonly UserErrorData[]>(
    graphql`
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
  `,
    (response) => response.setDisconnectionInvestigation.userErrors,
  );
}

export function useReconnect() {
  return usePayloadMutation<mutationsReconnectDisconnectionMutation, readonly UserErrorData[]>(
    graphql`
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
  `,
    (response) => response.reconnectDisconnection.userErrors,
  );
}

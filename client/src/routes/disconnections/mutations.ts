import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { mutationsRecordDisconnectionMutation } from './__generated__/mutationsRecordDisconnectionMutation.graphql';
import type { mutationsReconnectDisconnectionMutation } from './__generated__/mutationsReconnectDisconnectionMutation.graphql';
import type { mutationsSetDisconnectionInvestigationMutation } from './__generated__/mutationsSetDisconnectionInvestigationMutation.graphql';

/** Records the final reading; the answer carries every field the screen shows. */
export function useRecordDisconnection(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsRecordDisconnectionMutation, mutationsRecordDisconnectionMutation['response']['recordDisconnection']>(
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
    { ...reporting, payload: (response) => response.recordDisconnection },
  );
}

export function useSetInvestigation(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsSetDisconnectionInvestigationMutation, mutationsSetDisconnectionInvestigationMutation['response']['setDisconnectionInvestigation']>(
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
    { ...reporting, payload: (response) => response.setDisconnectionInvestigation },
  );
}

export function useReconnect(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsReconnectDisconnectionMutation, mutationsReconnectDisconnectionMutation['response']['reconnectDisconnection']>(
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
    { ...reporting, payload: (response) => response.reconnectDisconnection },
  );
}

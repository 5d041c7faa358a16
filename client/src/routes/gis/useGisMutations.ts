import { graphql } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useGisMutationsSettingsMutation } from './__generated__/useGisMutationsSettingsMutation.graphql';
import type { useGisMutationsMapMutation } from './__generated__/useGisMutationsMapMutation.graphql';
import type { useGisMutationsMapLayersMutation } from './__generated__/useGisMutationsMapLayersMutation.graphql';
import type { useGisMutationsDeleteMapMutation } from './__generated__/useGisMutationsDeleteMapMutation.graphql';
import type { useGisMutationsUserSettingsMutation } from './__generated__/useGisMutationsUserSettingsMutation.graphql';

export type { UserErrorData };

const whole = <T>(response: T) => response;

/** A GIS save as a promise of its whole answer: the screens read the saved item and the userErrors from it. */
function useGisMutation<M extends MutationParameters & { variables: { input: unknown } }>(node: GraphQLTaggedNode) {
  return usePayloadMutation<M, M['response']>(node, whole);
}

export function useSaveGisSettings() {
  return useGisMutation<useGisMutationsSettingsMutation>(graphql`
    mutation useGisMutationsSettingsMutation($input: SaveGisSettingsInput!) {
      saveGisSettings(input: $input) {
        settings {
          serverType
          serverUrl
          workspace
          backgroundLayer
          elementLayerName
          updatedOn
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}

export function useSaveGisMap() {
  return useGisMutation<useGisMutationsMapMutation>(graphql`
    mutation useGisMutationsMapMutation($input: SaveGisMapInput!) {
      saveGisMap(input: $input) {
        map {
          mapId
          name
          centreLatitude
          centreLongitude
          zoom
          layers {
            layer
            visible
            colour
          }
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}

export function useSaveGisMapLayers() {
  return useGisMutation<useGisMutationsMapLayersMutation>(graphql`
    mutation useGisMutationsMapLayersMutation($input: SaveGisMapLayersInput!) {
      saveGisMapLayers(input: $input) {
        map {
          mapId
          layers {
            layer
            visible
            colour
          }
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}

export function useDeleteGisMap() {
  return useGisMutation<useGisMutationsDeleteMapMutation>(graphql`
    mutation useGisMutationsDeleteMapMutation($input: DeleteGisMapInput!) {
      deleteGisMap(input: $input) {
        deletedMapId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}

export function useSaveGisUserSettings() {
  return useGisMutation<useGisMutationsUserSettingsMutation>(graphql`
    mutation useGisMutationsUserSettingsMutation($input: SaveGisUserSettingsInput!) {
      saveGisUserSettings(input: $input) {
        settings {
          defaultMap {
            mapId
          }
          visibleLayers
          lastExtent
          updatedOn
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}

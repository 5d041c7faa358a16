import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { SaveGisSettingsInput, useGisMutationsSettingsMutation } from './__generated__/useGisMutationsSettingsMutation.graphql';
import type { SaveGisMapInput, useGisMutationsMapMutation } from './__generated__/useGisMutationsMapMutation.graphql';
import type { SaveGisMapLayersInput, useGisMutationsMapLayersMutation } from './__generated__/useGisMutationsMapLayersMutation.graphql';
import type { DeleteGisMapInput, useGisMutationsDeleteMapMutation } from './__generated__/useGisMutationsDeleteMapMutation.graphql';
import type { SaveGisUserSettingsInput, useGisMutationsUserSettingsMutation } from './__generated__/useGisMutationsUserSettingsMutation.graphql';


export type { UserErrorData };

export function useSaveGisSettings() {
  return usePayloadMutation<useGisMutationsSettingsMutation, useGisMutationsSettingsMutation['response']>(
    graphql`
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
  `,
    (response) => response,
  );
}

export function useSaveGisMap() {
  return usePayloadMutation<useGisMutationsMapMutation, useGisMutationsMapMutation['response']>(
    graphql`
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
  `,
    (response) => response,
  );
}

export function useSaveGisMapLayers() {
  return usePayloadMutation<useGisMutationsMapLayersMutation, useGisMutationsMapLayersMutation['response']>(
    graphql`
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
  `,
    (response) => response,
  );
}

export function useDeleteGisMap() {
  return usePayloadMutation<useGisMutationsDeleteMapMutation, useGisMutationsDeleteMapMutation['response']>(
    graphql`
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
  `,
    (response) => response,
  );
}

export function useSaveGisUserSettings() {
  return usePayloadMutation<useGisMutationsUserSettingsMutation, useGisMutationsUserSettingsMutation['response']>(
    graphql`
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
  `,
    (response) => response,
  );
}

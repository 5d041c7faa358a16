import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useGisMutationsSettingsMutation } from './__generated__/useGisMutationsSettingsMutation.graphql';
import type { useGisMutationsMapMutation } from './__generated__/useGisMutationsMapMutation.graphql';
import type { useGisMutationsMapLayersMutation } from './__generated__/useGisMutationsMapLayersMutation.graphql';
import type { useGisMutationsDeleteMapMutation } from './__generated__/useGisMutationsDeleteMapMutation.graphql';
import type { useGisMutationsUserSettingsMutation } from './__generated__/useGisMutationsUserSettingsMutation.graphql';

export function useSaveGisSettings(reporting: MutationReporting = {}) {
  return useFormMutation<useGisMutationsSettingsMutation, useGisMutationsSettingsMutation['response']['saveGisSettings']>(
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
    { ...reporting, payload: (response) => response.saveGisSettings },
  );
}

export function useSaveGisMap(reporting: MutationReporting = {}) {
  return useFormMutation<useGisMutationsMapMutation, useGisMutationsMapMutation['response']['saveGisMap']>(
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
    { ...reporting, payload: (response) => response.saveGisMap },
  );
}

export function useSaveGisMapLayers(reporting: MutationReporting = {}) {
  return useFormMutation<useGisMutationsMapLayersMutation, useGisMutationsMapLayersMutation['response']['saveGisMapLayers']>(
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
    { ...reporting, payload: (response) => response.saveGisMapLayers },
  );
}

export function useDeleteGisMap(reporting: MutationReporting = {}) {
  return useFormMutation<useGisMutationsDeleteMapMutation, useGisMutationsDeleteMapMutation['response']['deleteGisMap']>(
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
    { ...reporting, payload: (response) => response.deleteGisMap },
  );
}

export function useSaveGisUserSettings(reporting: MutationReporting = {}) {
  return useFormMutation<useGisMutationsUserSettingsMutation, useGisMutationsUserSettingsMutation['response']['saveGisUserSettings']>(
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
    { ...reporting, payload: (response) => response.saveGisUserSettings },
  );
}

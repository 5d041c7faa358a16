import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { SaveGisSettingsInput, useGisMutationsSettingsMutation } from './__generated__/useGisMutationsSettingsMutation.graphql';
import type { SaveGisMapInput, useGisMutationsMapMutation } from './__generated__/useGisMutationsMapMutation.graphql';
import type { SaveGisMapLayersInput, useGisMutationsMapLayersMutation } from './__generated__/useGisMutationsMapLayersMutation.graphql';
import type { DeleteGisMapInput, useGisMutationsDeleteMapMutation } from './__generated__/useGisMutationsDeleteMapMutation.graphql';
import type { SaveGisUserSettingsInput, useGisMutationsUserSettingsMutation } from './__generated__/useGisMutationsUserSettingsMutation.graphql';

/** A mutation as a promise of its userErrors (and its payload), like the other areas' hooks. */
function promised<TInput, TResponse>(commit: (config: { variables: { input: TInput }; onCompleted: (response: TResponse) => void; onError: (error: Error) => void }) => unknown) {
  return (input: TInput) =>
    new Promise<TResponse>((resolve, reject) => {
      commit({ variables: { input }, onCompleted: resolve, onError: reject });
    });
}

export type { UserErrorData };

export function useSaveGisSettings() {
  const [commit, inFlight] = useMutation<useGisMutationsSettingsMutation>(graphql`
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
  const save = useCallback((input: SaveGisSettingsInput) => promised<SaveGisSettingsInput, useGisMutationsSettingsMutation['response']>(commit)(input), [commit]);
  return [save, inFlight] as const;
}

export function useSaveGisMap() {
  const [commit, inFlight] = useMutation<useGisMutationsMapMutation>(graphql`
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
  const save = useCallback((input: SaveGisMapInput) => promised<SaveGisMapInput, useGisMutationsMapMutation['response']>(commit)(input), [commit]);
  return [save, inFlight] as const;
}

export function useSaveGisMapLayers() {
  const [commit, inFlight] = useMutation<useGisMutationsMapLayersMutation>(graphql`
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
  const save = useCallback((input: SaveGisMapLayersInput) => promised<SaveGisMapLayersInput, useGisMutationsMapLayersMutation['response']>(commit)(input), [commit]);
  return [save, inFlight] as const;
}

export function useDeleteGisMap() {
  const [commit, inFlight] = useMutation<useGisMutationsDeleteMapMutation>(graphql`
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
  const remove = useCallback((input: DeleteGisMapInput) => promised<DeleteGisMapInput, useGisMutationsDeleteMapMutation['response']>(commit)(input), [commit]);
  return [remove, inFlight] as const;
}

export function useSaveGisUserSettings() {
  const [commit, inFlight] = useMutation<useGisMutationsUserSettingsMutation>(graphql`
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
  const save = useCallback((input: SaveGisUserSettingsInput) => promised<SaveGisUserSettingsInput, useGisMutationsUserSettingsMutation['response']>(commit)(input), [commit]);
  return [save, inFlight] as const;
}

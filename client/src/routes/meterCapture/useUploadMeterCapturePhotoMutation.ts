import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useUploadMeterCapturePhotoMutation as Mutation } from './__generated__/useUploadMeterCapturePhotoMutation.graphql';

/** Attaches a photo of the dials to the meter of the walk (GraphQL multipart upload). */
export function useUploadMeterCapturePhotoMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['uploadMeterCapturePhoto']>(
    graphql`
    mutation useUploadMeterCapturePhotoMutation($input: UploadMeterCapturePhotoInput!) {
      uploadMeterCapturePhoto(input: $input) {
        entry {
          id
          hasPhoto
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.uploadMeterCapturePhoto },
  );
}

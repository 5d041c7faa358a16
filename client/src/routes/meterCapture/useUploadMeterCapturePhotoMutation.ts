import { graphql, useMutation } from 'react-relay/hooks';
import type { useUploadMeterCapturePhotoMutation as Mutation } from './__generated__/useUploadMeterCapturePhotoMutation.graphql';

/** Attaches a photo of the dials to the meter of the walk (GraphQL multipart upload). */
export function useUploadMeterCapturePhotoMutation() {
  return useMutation<Mutation>(graphql`
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
  `);
}

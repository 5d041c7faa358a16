/**
 * @generated SignedSource<<8589b679bf771441defdba301dd476bc>>
 * @relayHash 5167ad4db534a6b6419654fa6f6e49b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee3a70e0ac2ff04d4835bfef13eb7ee073b056ae5f7c9390f35555ab59840d19

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { InvestigationScreenQuery } from './InvestigationScreenQuery.graphql';

const node: PreloadableConcreteRequest<InvestigationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ee3a70e0ac2ff04d4835bfef13eb7ee073b056ae5f7c9390f35555ab59840d19",
    "metadata": {},
    "name": "InvestigationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

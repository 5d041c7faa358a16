/**
 * @generated SignedSource<<6e3aa8382782f8411e04faee144d7644>>
 * @relayHash 8958e4dddd8b700f1e18d971e3eb7573
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59da004515cae27b9e1fe4455a7089f03a1c08718978cf44cf2036fd9c39496b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AttachmentsScreenQuery } from './AttachmentsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AttachmentsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "59da004515cae27b9e1fe4455a7089f03a1c08718978cf44cf2036fd9c39496b",
    "metadata": {},
    "name": "AttachmentsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<c7a8c0aa94dc20bba68ed293e989046d>>
 * @relayHash 160bc79a8215fca1f9ab35ffe4222221
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 367d88cbfbb1eb2b3ec90be67b2fbb9e77da6c8abf9684841722af4a6c155493

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "367d88cbfbb1eb2b3ec90be67b2fbb9e77da6c8abf9684841722af4a6c155493",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

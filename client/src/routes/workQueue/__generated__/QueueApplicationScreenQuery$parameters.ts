/**
 * @generated SignedSource<<77cd1e5c81b9adc70dc759c04aee524e>>
 * @relayHash b4b638406880e79a2c2700e698799c9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4162fc5dde5dd0d95f8b7ee38fe844097da6759ca25213dc7e3a98c7e5632f8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c4162fc5dde5dd0d95f8b7ee38fe844097da6759ca25213dc7e3a98c7e5632f8",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

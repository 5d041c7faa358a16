/**
 * @generated SignedSource<<a02dbb9af1a327cbda83682ea5b20931>>
 * @relayHash a5e4395361d23f2062802f0ce3f2c545
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f620c4c77bbda5c8b20912f1a05d515f77e9eb467a1fa38a6103fceb1ba634f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f620c4c77bbda5c8b20912f1a05d515f77e9eb467a1fa38a6103fceb1ba634f",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<a850bc5a98ce8e38349bf22b75df6e3f>>
 * @relayHash 8b0f9ba517813c25e2592183fa1be2e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2deeb97f3acf85333b9bc2be53e4a67d22bdcf34e31fd11c823b233788a33939

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PreferencesScreenQuery } from './PreferencesScreenQuery.graphql';

const node: PreloadableConcreteRequest<PreferencesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2deeb97f3acf85333b9bc2be53e4a67d22bdcf34e31fd11c823b233788a33939",
    "metadata": {},
    "name": "PreferencesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

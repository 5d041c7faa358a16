/**
 * @generated SignedSource<<a6d20bb9edbfce7d5f30f67d3f91e30e>>
 * @relayHash 67d129583ac2ee1ead2621d5a410781d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd1df461372636c00bee0847fa869a6291f87f66f1b77163bac1436bca7fb6ef

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PreferencesScreenQuery } from './PreferencesScreenQuery.graphql';

const node: PreloadableConcreteRequest<PreferencesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dd1df461372636c00bee0847fa869a6291f87f66f1b77163bac1436bca7fb6ef",
    "metadata": {},
    "name": "PreferencesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

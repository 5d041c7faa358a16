/**
 * @generated SignedSource<<fb45fb9c10edb013198798e6de4c22c5>>
 * @relayHash c9a319f37e669d6e3ec43121d415d794
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2476551aba4934d300e9ffd8726043db285a254e2a023982bb05f0a2ab5efc0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GisSettingsScreenQuery } from './GisSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<GisSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e2476551aba4934d300e9ffd8726043db285a254e2a023982bb05f0a2ab5efc0",
    "metadata": {},
    "name": "GisSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

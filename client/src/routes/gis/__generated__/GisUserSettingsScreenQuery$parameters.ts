/**
 * @generated SignedSource<<353b14ec6493fd6e96cb05e07fd78feb>>
 * @relayHash 98e3c967d37ce59e75decb200f0a445e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 512d953ae10ec3d5667edf65cd82a2637c7e525ca492f3fb6ae298c2b93ad4a1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GisUserSettingsScreenQuery } from './GisUserSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<GisUserSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "512d953ae10ec3d5667edf65cd82a2637c7e525ca492f3fb6ae298c2b93ad4a1",
    "metadata": {},
    "name": "GisUserSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<dadac71353e2f97d26fd3547614dcedf>>
 * @relayHash fe1ab1764da917badbe9187c3755437f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbbbada5e28f14a3be7a70a53a9cc2c995ee109cef6152376b435fa4a0b30b41

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GisAdminHomeQuery } from './GisAdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<GisAdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dbbbada5e28f14a3be7a70a53a9cc2c995ee109cef6152376b435fa4a0b30b41",
    "metadata": {},
    "name": "GisAdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<f2e9bbdcec99ebac9ae0090bfcff7d67>>
 * @relayHash cf48fdcf133b6ca5ef42238886e2cc51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a915e800e119a2a20e16ca3640d2c3066ab885cf098a51e5a21cb4bc0567ec13

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MapSettingsScreenQuery } from './MapSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<MapSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a915e800e119a2a20e16ca3640d2c3066ab885cf098a51e5a21cb4bc0567ec13",
    "metadata": {},
    "name": "MapSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

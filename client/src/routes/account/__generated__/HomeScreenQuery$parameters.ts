/**
 * @generated SignedSource<<0e5e4bd0f16f5c4ee3545712c62950f0>>
 * @relayHash 5d4e78768c91a53e3b2398e008df873d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2636ec7b4cbf27253eede277b1f67f7202b6041c0f6513563a5da37df762bdf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f2636ec7b4cbf27253eede277b1f67f7202b6041c0f6513563a5da37df762bdf",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

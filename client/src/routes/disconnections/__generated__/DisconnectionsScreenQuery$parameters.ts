/**
 * @generated SignedSource<<925d7b4854ca47596508d9bf1fbf2562>>
 * @relayHash f4680a51c440857c7c8abbcf3b968b70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de53b11fad52719589d3f3aa067a24001a4bb33075cb9570b7b0a230bea161e1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DisconnectionsScreenQuery } from './DisconnectionsScreenQuery.graphql';

const node: PreloadableConcreteRequest<DisconnectionsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "de53b11fad52719589d3f3aa067a24001a4bb33075cb9570b7b0a230bea161e1",
    "metadata": {},
    "name": "DisconnectionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<5d555036771e7ea636a447f9e1948f3b>>
 * @relayHash 0726677bf5596caaf11cbc822021374d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0ef358e06ec447cd7cedecec62fcb1104d5ce91f644a332b774f67529e3b9d8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PvParksScreenQuery } from './PvParksScreenQuery.graphql';

const node: PreloadableConcreteRequest<PvParksScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c0ef358e06ec447cd7cedecec62fcb1104d5ce91f644a332b774f67529e3b9d8",
    "metadata": {},
    "name": "PvParksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<7ec47eb574007a87bf8b89565f7f9ecb>>
 * @relayHash c75333917d127953d4cdfa84c923d076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5258db92f96cd33f7a197503844135a6fb3a730df61cc1a7e4eb129b8187a50

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MapsSettingsScreenQuery } from './MapsSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<MapsSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5258db92f96cd33f7a197503844135a6fb3a730df61cc1a7e4eb129b8187a50",
    "metadata": {},
    "name": "MapsSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<ae0754cb8165d6dbc5870bd66dd93a00>>
 * @relayHash 013951dafa3fa3f3a61b22f3ab6f6c03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a16ed58b4237e6fe95ed1f03e47a0b9c47ea79b268148ebf32ed7b8df1991d6a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConsumptionAlertScreenQuery } from './ConsumptionAlertScreenQuery.graphql';

const node: PreloadableConcreteRequest<ConsumptionAlertScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a16ed58b4237e6fe95ed1f03e47a0b9c47ea79b268148ebf32ed7b8df1991d6a",
    "metadata": {},
    "name": "ConsumptionAlertScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<72e9eb45b26d758e56f455e151035334>>
 * @relayHash df4c231d396797e278fd962ea4788d2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3a5f8fcb2483beceab43cec2d99c743e032da71aae63b2d408261567c812d67

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConsumptionAlertScreenQuery } from './ConsumptionAlertScreenQuery.graphql';

const node: PreloadableConcreteRequest<ConsumptionAlertScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e3a5f8fcb2483beceab43cec2d99c743e032da71aae63b2d408261567c812d67",
    "metadata": {},
    "name": "ConsumptionAlertScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

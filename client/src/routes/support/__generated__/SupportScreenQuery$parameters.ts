/**
 * @generated SignedSource<<6e335be47f0d34f558de14e114324fbf>>
 * @relayHash 1c24ed321a95deab537843cac2887b80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e6caf00329d1ea326961bfaf6740418ea8dd21da93a2926b1545b497d632a65

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SupportScreenQuery } from './SupportScreenQuery.graphql';

const node: PreloadableConcreteRequest<SupportScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e6caf00329d1ea326961bfaf6740418ea8dd21da93a2926b1545b497d632a65",
    "metadata": {},
    "name": "SupportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

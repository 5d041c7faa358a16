/**
 * @generated SignedSource<<73038fa468c7cfb9e307a1abbbf78178>>
 * @relayHash 08f3a3562935bdbdc05b5736931d6e92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96146c7909c47363f087f03a1ac70254aad07b62650069863161cd4822898853

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CustomerScreenQuery } from './CustomerScreenQuery.graphql';

const node: PreloadableConcreteRequest<CustomerScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "96146c7909c47363f087f03a1ac70254aad07b62650069863161cd4822898853",
    "metadata": {},
    "name": "CustomerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

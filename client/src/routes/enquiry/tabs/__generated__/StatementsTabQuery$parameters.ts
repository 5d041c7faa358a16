/**
 * @generated SignedSource<<3e7c9833747b12b3a85720bd27f3f118>>
 * @relayHash 9c995a7d4484dbf3126b3177ffb1811f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33c3365fb939fbb194009c809532efa201b36317d9f2e64a87fa9a45df671164

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StatementsTabQuery } from './StatementsTabQuery.graphql';

const node: PreloadableConcreteRequest<StatementsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33c3365fb939fbb194009c809532efa201b36317d9f2e64a87fa9a45df671164",
    "metadata": {},
    "name": "StatementsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

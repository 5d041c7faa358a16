/**
 * @generated SignedSource<<dbfef99308c633000eb50def18fa262e>>
 * @relayHash 2947e0ed3c566fc604430408e8b95fb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11e95bbb106f0345f4e23488ca43b2cc1a6bbd35623338b8810049f1f6bae8af

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProblemLogScreenQuery } from './ProblemLogScreenQuery.graphql';

const node: PreloadableConcreteRequest<ProblemLogScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "11e95bbb106f0345f4e23488ca43b2cc1a6bbd35623338b8810049f1f6bae8af",
    "metadata": {},
    "name": "ProblemLogScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

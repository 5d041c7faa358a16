/**
 * @generated SignedSource<<d5b466a851a3a4f7d27f006862d74b4a>>
 * @relayHash 6f9269d250f69c0a35190c90be646ad1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5af1c4ea13a022a8e29434dc640a72c08f579a89deb3a89a14b2e4590325d64

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCaseScreenQuery } from './DebtCaseScreenQuery.graphql';

const node: PreloadableConcreteRequest<DebtCaseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5af1c4ea13a022a8e29434dc640a72c08f579a89deb3a89a14b2e4590325d64",
    "metadata": {},
    "name": "DebtCaseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

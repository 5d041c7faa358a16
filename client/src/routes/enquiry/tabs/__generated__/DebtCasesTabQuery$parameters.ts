/**
 * @generated SignedSource<<98ef5dcf3480fcc1e3b55bd6910b75c1>>
 * @relayHash c695316ab09cbcbc366c6934331764e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7806df81831a4d5eccbd68274991244063a4c4ef21e6d71d4fee93de4b98a4f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCasesTabQuery } from './DebtCasesTabQuery.graphql';

const node: PreloadableConcreteRequest<DebtCasesTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e7806df81831a4d5eccbd68274991244063a4c4ef21e6d71d4fee93de4b98a4f",
    "metadata": {},
    "name": "DebtCasesTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<94789f6b24926cdc062d12dedcd8e237>>
 * @relayHash 068b88ddb37d5bef33684cbb45e14d77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4884b16d418f4269ba77b63bb6f37fa4c338bca90aa794eafafcd47b0e368c57

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EvaluationScreenQuery } from './EvaluationScreenQuery.graphql';

const node: PreloadableConcreteRequest<EvaluationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4884b16d418f4269ba77b63bb6f37fa4c338bca90aa794eafafcd47b0e368c57",
    "metadata": {},
    "name": "EvaluationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

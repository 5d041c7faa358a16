/**
 * @generated SignedSource<<96d67b17dbb72c9ffeab7ee19dee20dd>>
 * @relayHash e303e150a21a133814247b0a1eca1ed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82c0e00570253ba97c70d6052a3f65da746ddb0d906e8c966da9082af0608e91

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { QueueApplicationScreenQuery } from './QueueApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<QueueApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "82c0e00570253ba97c70d6052a3f65da746ddb0d906e8c966da9082af0608e91",
    "metadata": {},
    "name": "QueueApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

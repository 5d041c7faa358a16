/**
 * @generated SignedSource<<d9f970f3ce4f55d475e8aa96447d0812>>
 * @relayHash 3f8384c3df111d2a9cad14dd0bc15853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fffbf7c8e33b0417ea82de6c02e52873a2a582268c7c920b72bedfceb400d947

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SchedulesScreenQuery } from './SchedulesScreenQuery.graphql';

const node: PreloadableConcreteRequest<SchedulesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fffbf7c8e33b0417ea82de6c02e52873a2a582268c7c920b72bedfceb400d947",
    "metadata": {},
    "name": "SchedulesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

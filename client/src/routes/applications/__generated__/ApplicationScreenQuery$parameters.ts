/**
 * @generated SignedSource<<df825e2096aa676e8470500a33830ec5>>
 * @relayHash eaca6df8cb5f5a43ea28569394a808dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3a83400fef5a11236619803e38dc8f7113c931854a0365cb7cf5cf97a980ad3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f3a83400fef5a11236619803e38dc8f7113c931854a0365cb7cf5cf97a980ad3",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

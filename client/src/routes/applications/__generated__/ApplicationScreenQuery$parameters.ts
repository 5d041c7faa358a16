/**
 * @generated SignedSource<<0b72e766b200014b71506aa0a1617611>>
 * @relayHash c119e66c7d1abff443a49a852cf62a0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea04f0a6e93349ac67d506cf815fecbf0580a2648e986eba0e56c77042641842

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ea04f0a6e93349ac67d506cf815fecbf0580a2648e986eba0e56c77042641842",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<2dada4b993257edacd92c6b488775106>>
 * @relayHash 8d5a97c174f12e4d170d5312835b8f29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0723190fb86728129349a6c2791aafc46cff2f603f831f57696f6bd35138431

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a0723190fb86728129349a6c2791aafc46cff2f603f831f57696f6bd35138431",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

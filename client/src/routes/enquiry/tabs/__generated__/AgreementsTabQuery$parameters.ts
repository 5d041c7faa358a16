/**
 * @generated SignedSource<<06f0960425e3b9cfdbc57e33936e3da5>>
 * @relayHash 390df9f0ce8f509220b3f5768186ae1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14efab2a71abd3e70766986ed16ba4e8c495206f659d17b368103f8a731ecbb2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AgreementsTabQuery } from './AgreementsTabQuery.graphql';

const node: PreloadableConcreteRequest<AgreementsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "14efab2a71abd3e70766986ed16ba4e8c495206f659d17b368103f8a731ecbb2",
    "metadata": {},
    "name": "AgreementsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

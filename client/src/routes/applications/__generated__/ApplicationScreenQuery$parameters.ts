/**
 * @generated SignedSource<<86b4d7824a7235cdbdf8f2133bfe982f>>
 * @relayHash 476bbb089f75a688dab3e47b906a574b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf9d65b09643938942f8a183626c3e3458b8ec9e4e591354312a29be835b7702

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApplicationScreenQuery } from './ApplicationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bf9d65b09643938942f8a183626c3e3458b8ec9e4e591354312a29be835b7702",
    "metadata": {},
    "name": "ApplicationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<74498ef326c6595239c555152b2823f1>>
 * @relayHash 9154e1fb8acf2e34b3657a144df9df8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e5b205a52d4234fc8d37235bf19ae9000886b0cb8be2bf7b8d8e68f90b6d01c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ErrorPageScreenQuery } from './ErrorPageScreenQuery.graphql';

const node: PreloadableConcreteRequest<ErrorPageScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4e5b205a52d4234fc8d37235bf19ae9000886b0cb8be2bf7b8d8e68f90b6d01c",
    "metadata": {},
    "name": "ErrorPageScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

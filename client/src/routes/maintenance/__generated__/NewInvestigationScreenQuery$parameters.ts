/**
 * @generated SignedSource<<dcfd5ca26cf0bd4f423b71825df0175c>>
 * @relayHash 51fa4969fd967858d143ec6daac72ae7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a361ec56717920aa04409d78461f9a4354e474917ce9101f0c12f9e385e5760

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewInvestigationScreenQuery } from './NewInvestigationScreenQuery.graphql';

const node: PreloadableConcreteRequest<NewInvestigationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2a361ec56717920aa04409d78461f9a4354e474917ce9101f0c12f9e385e5760",
    "metadata": {},
    "name": "NewInvestigationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

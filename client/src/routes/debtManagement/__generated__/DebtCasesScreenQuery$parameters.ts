/**
 * @generated SignedSource<<c5e54663135906fbb81a97e7127488c4>>
 * @relayHash 8eacfc611922f52c39dfb8f9ffb2fa84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc640a5f4ebfc38e2bd3af6f8a0c293a9bdd59bb8650e6db4c705030cf03a551

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCasesScreenQuery } from './DebtCasesScreenQuery.graphql';

const node: PreloadableConcreteRequest<DebtCasesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc640a5f4ebfc38e2bd3af6f8a0c293a9bdd59bb8650e6db4c705030cf03a551",
    "metadata": {},
    "name": "DebtCasesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<5d5b538d37de8c41177152790a121001>>
 * @relayHash d181f05f4ead8f2bb63844d3059cb420
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b010957ef548299e03d1154845d0e25e410f271d29861fbfaf07bf796359ef38

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { EbillScreenQuery } from './EbillScreenQuery.graphql';

const node: PreloadableConcreteRequest<EbillScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b010957ef548299e03d1154845d0e25e410f271d29861fbfaf07bf796359ef38",
    "metadata": {},
    "name": "EbillScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

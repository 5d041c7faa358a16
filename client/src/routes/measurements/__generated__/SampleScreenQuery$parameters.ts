/**
 * @generated SignedSource<<adf82ea3813fa0811d6c8bfcc3607131>>
 * @relayHash 4f7f0dbc6ccc750f27794aef6836c9bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccbe1c1c84762fc532904fa81d509336d93b73bb59b7cf02929671804a0711a3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SampleScreenQuery } from './SampleScreenQuery.graphql';

const node: PreloadableConcreteRequest<SampleScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ccbe1c1c84762fc532904fa81d509336d93b73bb59b7cf02929671804a0711a3",
    "metadata": {},
    "name": "SampleScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<886022dd8f0f3b535c28673063f35ec2>>
 * @relayHash 2184e10f302507099e3d99b6b03d90d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb20e5306856b4ef112d1606744927deee01fcdd0dad593865a76339ea993419

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ContactUsScreenQuery } from './ContactUsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ContactUsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fb20e5306856b4ef112d1606744927deee01fcdd0dad593865a76339ea993419",
    "metadata": {},
    "name": "ContactUsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

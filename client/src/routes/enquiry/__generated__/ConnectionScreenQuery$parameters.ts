/**
 * @generated SignedSource<<473f2a065a68f9d72bf05a72232b1716>>
 * @relayHash 7bec5bf64105fd1cc24ff4613aa188fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd2f0de95822752a3ebeff257729e34e4e335661152f69facf37e46f1e246145

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConnectionScreenQuery } from './ConnectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<ConnectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd2f0de95822752a3ebeff257729e34e4e335661152f69facf37e46f1e246145",
    "metadata": {},
    "name": "ConnectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

/**
 * @generated SignedSource<<a6c012de112ea0a94f3308a5e724d7ad>>
 * @relayHash b0bf033fc94c4670d6258fa8c059ee4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 277cc910ba90e53075772d5e46a951ef102f03e9a3543a59e691a8733440cbb6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NotificationSettingsScreenQuery } from './NotificationSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<NotificationSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "277cc910ba90e53075772d5e46a951ef102f03e9a3543a59e691a8733440cbb6",
    "metadata": {},
    "name": "NotificationSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

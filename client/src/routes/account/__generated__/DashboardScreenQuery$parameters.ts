/**
 * @generated SignedSource<<13c8fdd3d528f32162c4a00887355ca4>>
 * @relayHash 8ef180f1907a0ca74fb9333484ebae64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 933c0037b5ba200ffceccc99b22f2c3b8397fa2aa35d6e548b257f3436357e48

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardScreenQuery } from './DashboardScreenQuery.graphql';

const node: PreloadableConcreteRequest<DashboardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "933c0037b5ba200ffceccc99b22f2c3b8397fa2aa35d6e548b257f3436357e48",
    "metadata": {},
    "name": "DashboardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

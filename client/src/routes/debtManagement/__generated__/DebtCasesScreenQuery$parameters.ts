/**
 * @generated SignedSource<<16c18e06fc7f4dae1118a47bc751408f>>
 * @relayHash 47d7d60fa01238c6dc442807e9bd5188
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9545e3474b91dd2cdb0f5897fad15500c9fde94ff9c3edf917aefcf032f20b63

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DebtCasesScreenQuery } from './DebtCasesScreenQuery.graphql';

const node: PreloadableConcreteRequest<DebtCasesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9545e3474b91dd2cdb0f5897fad15500c9fde94ff9c3edf917aefcf032f20b63",
    "metadata": {},
    "name": "DebtCasesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;

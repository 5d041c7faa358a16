/**
 * @generated SignedSource<<fedfad5f060a4ba358fb341a8921d725>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RegistrationType = "EMAIL" | "MOBILE" | "%future added value";
export type Role = "CUSTOMER" | "EMPLOYEE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Navigation_viewer$data = {
  readonly user: {
    readonly contactUsUrl: string | null | undefined;
    readonly features: {
      readonly applications: boolean;
      readonly assets: boolean;
      readonly captureMeterReadings: boolean;
      readonly debtManagement: boolean;
      readonly disconnections: boolean;
      readonly elements: boolean;
      readonly enquiries: boolean;
      readonly gisAdministration: boolean;
      readonly logs: boolean;
      readonly omApplications: boolean;
      readonly samples: boolean;
      readonly webGis: boolean;
    };
    readonly registrationType: RegistrationType;
    readonly role: Role;
    readonly showContactUsEmail: boolean;
  } | null | undefined;
  readonly " $fragmentType": "Navigation_viewer";
};
export type Navigation_viewer$key = {
  readonly " $data"?: Navigation_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Navigation_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Navigation_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "registrationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showContactUsEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactUsUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UserFeatures",
          "kind": "LinkedField",
          "name": "features",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "applications",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "omApplications",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "disconnections",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtManagement",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "assets",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "elements",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "logs",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "samples",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "captureMeterReadings",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "webGis",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "gisAdministration",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "enquiries",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "20feb15986fc6916102629b5d04de396";

export default node;

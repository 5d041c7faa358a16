/**
 * @generated SignedSource<<260e4e81f98c242657a986b50871d677>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssignPanel_application$data = {
  readonly assignedEmployee: string | null | undefined;
  readonly assignedToMe: boolean;
  readonly id: string;
  readonly " $fragmentType": "AssignPanel_application";
};
export type AssignPanel_application$key = {
  readonly " $data"?: AssignPanel_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignPanel_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignPanel_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedEmployee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedToMe",
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "118b27245f976474538362d022b79874";

export default node;

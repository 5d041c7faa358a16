/**
 * @generated SignedSource<<e9259473b27ab2a6f9012f4294bf8c17>>
 * @relayHash 409015ed62ef356d3f3914fc630ef936
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e8f30e97b24b33b3579f68c02bb1df916ae04c266703c46ab38b84a3d854ec6

import type { ConcreteRequest } from 'relay-runtime';
export type CadastralPlotProblem = "NOT_FOUND" | "UNSUPPORTED_GEOMETRY" | "%future added value";
export type plotLookupsQuery$variables = {
  district: string;
  municipality: string;
  plan: string;
  plotNumber: string;
  sheet: string;
};
export type plotLookupsQuery$data = {
  readonly cadastralPlot: {
    readonly areaSquareMetres: number | null | undefined;
    readonly geoJson: string | null | undefined;
    readonly problem: CadastralPlotProblem | null | undefined;
  };
};
export type plotLookupsQuery = {
  response: plotLookupsQuery$data;
  variables: plotLookupsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "district"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "municipality"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "plan"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "plotNumber"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sheet"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "district",
        "variableName": "district"
      },
      {
        "kind": "Variable",
        "name": "municipality",
        "variableName": "municipality"
      },
      {
        "kind": "Variable",
        "name": "plan",
        "variableName": "plan"
      },
      {
        "kind": "Variable",
        "name": "plotNumber",
        "variableName": "plotNumber"
      },
      {
        "kind": "Variable",
        "name": "sheet",
        "variableName": "sheet"
      }
    ],
    "concreteType": "CadastralPlot",
    "kind": "LinkedField",
    "name": "cadastralPlot",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "geoJson",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaSquareMetres",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "problem",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "plotLookupsQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "plotLookupsQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "1e8f30e97b24b33b3579f68c02bb1df916ae04c266703c46ab38b84a3d854ec6",
    "metadata": {},
    "name": "plotLookupsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a8d1bd127b67e22b26448b5f9441f829";

export default node;

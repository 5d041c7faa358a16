import { familyFlowTests } from './applicationFamiliesFlow.ts';

// Half of the application families, each through its whole flow (./applicationFamiliesFlow.ts); the other
// half is in ./applicationFamiliesB.spec.ts, so that both workers share them. Each family's applicant uses
// one language and its employee and visitor the other: between the two files every screen runs in both.

familyFlowTests([
  ['waterExtraction', 'ar'],
  ['containment', 'en'],
  ['drillerLicence', 'ar'],
  ['environmentalResearch', 'en'],
  ['industrialWasteDisposal', 'ar'],
]);

import { familyFlowTests } from './applicationFamiliesFlow.ts';

// Half of the application families (./applicationFamiliesFlow.ts); the other half is in
// ./applicationFamiliesB.spec.ts, so that both workers share them. Each family's applicant uses one language and
// its employee and visitor the other. Every family is applied for, decided, paid where its fee comes first and
// issued; one family of each file (one each language order) also lives what all families share: the draft
// resumed, the changes asked for and made, the document verified by a visitor.

familyFlowTests([
  ['waterExtraction', 'ar', 'whole'],
  ['containment', 'en'],
  ['drillerLicence', 'ar'],
  ['environmentalResearch', 'en'],
  ['industrialWasteDisposal', 'ar'],
]);

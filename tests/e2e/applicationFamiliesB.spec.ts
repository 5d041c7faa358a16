import { familyFlowTests } from './applicationFamiliesFlow.ts';

// The other half of the application families (./applicationFamiliesA.spec.ts has the first).

familyFlowTests([
  ['tankerEntryPermit', 'ar'],
  ['constructionLicence', 'en'],
  ['waterSupplyAuthorization', 'ar'],
  ['poleodomicLicence', 'en', 'whole'],
  ['governmentWaterProjectConnection', 'en'],
]);

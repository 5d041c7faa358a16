/**
 * What each application family (utility-api/src/families/definitions/) refuses: a change to its sample
 * (samples/<code>.json; null removes a value) and the problems a submit answers, by path and code.
 */
import type { ProblemCode } from '../../../shared/applicationForms/problems.ts';

/** The day the samples are checked against: their `today` dates lie in 2027 and later, so they keep passing. */
export const TODAY = '2026-11-27';

interface Refusal {
  change: Readonly<Record<string, string | null>>;
  expected: readonly { path: string; code: ProblemCode }[];
}

export const REFUSALS: Readonly<Record<string, readonly Refusal[]>> = {
  waterExtraction: [
    { change: { periodTo: '2032-01-02' }, expected: [{ path: 'periodTo', code: 'periodTooLong' }] },
    { change: { periodFrom: '2026-11-26', periodTo: '2027-11-25' }, expected: [{ path: 'periodFrom', code: 'dateTooEarly' }] },
    { change: { annualVolume: '3000', dailyMaximum: '4000' }, expected: [{ path: 'dailyMaximum', code: 'aboveLimit' }] },
    { change: { municipality: 'germasogeia' }, expected: [{ path: 'municipality', code: 'optionOfOtherParent' }] },
    { change: { abstractionNorthing: null }, expected: [{ path: 'abstractionNorthing', code: 'bothOrNeither' }] },
    {
      change: { abstractionEasting: null, abstractionNorthing: null, pointDescription: null },
      expected: [
        { path: 'abstractionEasting', code: 'oneOfRequired' },
        { path: 'pointDescription', code: 'oneOfRequired' },
      ],
    },
    { change: { 'applicants.1.idNumber': '0871234' }, expected: [{ path: 'applicants.1.idNumber', code: 'duplicate' }] },
    { change: { sourceType: 'spring', boreholeLicenceNumber: null, meterInstalled: 'no', meterNumber: null }, expected: [] },
  ],
  containment: [
    { change: { completionDate: '2027-02-28' }, expected: [{ path: 'completionDate', code: 'dateOrder' }] },
    { change: { completionDate: '2029-03-02' }, expected: [{ path: 'completionDate', code: 'periodTooLong' }] },
    { change: { plan: null }, expected: [{ path: 'plan', code: 'bothOrNeither' }] },
    { change: { sheet: null, plan: null }, expected: [] },
    { change: { capacity: '0.5' }, expected: [{ path: 'capacity', code: 'outOfRange' }] },
    { change: { embankmentHeight: null }, expected: [{ path: 'embankmentHeight', code: 'required' }] },
    { change: { worksType: 'concreteTank', embankmentHeight: null, lined: null }, expected: [] },
  ],
  drillerLicence: [
    { change: { existingLicenceNumber: null }, expected: [{ path: 'existingLicenceNumber', code: 'required' }] },
    { change: { requestType: 'new', existingLicenceNumber: null }, expected: [] },
    { change: { 'machines.1.machineLicenceNumber': 'mg-0457' }, expected: [{ path: 'machines.1.machineLicenceNumber', code: 'duplicate' }] },
    { change: { 'machines.0.machineLicenceNumber': null, 'machines.0.make': null, 'machines.0.drillingMethod': null, 'machines.0.maxDepth': null, 'machines.0.yearBuilt': null, 'machines.1.machineLicenceNumber': null, 'machines.1.make': null, 'machines.1.drillingMethod': null, 'machines.1.maxDepth': null, 'machines.1.yearBuilt': null }, expected: [{ path: 'machines', code: 'tooFewItems' }] },
    { change: { insuranceExpiry: '2026-11-26' }, expected: [{ path: 'insuranceExpiry', code: 'dateTooEarly' }] },
    { change: { companyEmails: 'office@kyriakidesdrilling.com.cy, accounts' }, expected: [{ path: 'companyEmails', code: 'emailListFormat' }] },
  ],
  environmentalResearch: [
    { change: { periodTo: '2028-02-02' }, expected: [{ path: 'periodTo', code: 'periodTooLong' }] },
    { change: { 'sites.1.siteName': 'KOURIS DAM INFLOW' }, expected: [{ path: 'sites.1.siteName', code: 'duplicate' }] },
    { change: { 'sites.1.northing': null }, expected: [{ path: 'sites.1.northing', code: 'bothOrNeither' }] },
    { change: { 'researchers.1.mobile': '22123456' }, expected: [{ path: 'researchers.1.mobile', code: 'phoneNotMobile' }] },
    { change: { 'researchers.1.role': 'professor' }, expected: [{ path: 'researchers.1.role', code: 'unknownOption' }] },
  ],
  industrialWasteDisposal: [
    { change: { ewcCode: '21 05 02' }, expected: [{ path: 'ewcCode', code: 'ewcCodeFormat' }] },
    { change: { ewcCode: '160506*', hazardous: 'yes' }, expected: [] },
    { change: { dailyVolume: '120.0', annualVolume: '100' }, expected: [{ path: 'dailyVolume', code: 'aboveLimit' }] },
    { change: { treatmentDescription: null }, expected: [{ path: 'treatmentDescription', code: 'required' }] },
    { change: { treatment: 'none', treatmentDescription: null }, expected: [] },
    { change: { municipality: 'paralimni' }, expected: [{ path: 'municipality', code: 'optionOfOtherParent' }] },
  ],
  tankerEntryPermit: [
    { change: { 'tankers.1.registration': 'KX 4821' }, expected: [{ path: 'tankers.1.registration', code: 'vehicleRegistrationFormat' }] },
    { change: { 'tankers.1.registration': 'kxr482' }, expected: [{ path: 'tankers.1.registration', code: 'duplicate' }] },
    { change: { periodTo: '2028-01-16' }, expected: [{ path: 'periodTo', code: 'periodTooLong' }] },
    { change: { depositIban: 'CY96 0050 0101 0000 0001 2345 6789' }, expected: [{ path: 'depositIban', code: 'ibanInvalid' }] },
    { change: { 'tankers.0.capacity': '45.0' }, expected: [{ path: 'tankers.0.capacity', code: 'outOfRange' }] },
  ],
  constructionLicence: [
    { change: { plan: null }, expected: [{ path: 'plan', code: 'bothOrNeither' }] },
    { change: { sheet: null }, expected: [{ path: 'sheet', code: 'bothOrNeither' }] },
    { change: { municipality: 'kiti' }, expected: [{ path: 'municipality', code: 'optionOfOtherParent' }] },
    { change: { licenceType: 'landSeparation' }, expected: [{ path: 'newPlots', code: 'required' }] },
    { change: { licenceType: 'landSeparation', totalBuildingArea: null, newPlots: '4' }, expected: [] },
    { change: { estimatedStart: '2026-10-01' }, expected: [{ path: 'estimatedStart', code: 'dateTooEarly' }] },
  ],
  waterSupplyAuthorization: [
    {
      change: { applicantRole: 'representative' },
      expected: [
        { path: 'ownerName', code: 'required' },
        { path: 'ownerIdNumber', code: 'required' },
      ],
    },
    { change: { depositIban: 'CY18002001280000001200527600' }, expected: [{ path: 'depositIban', code: 'ibanInvalid' }] },
    { change: { numberOfUnits: '0' }, expected: [{ path: 'numberOfUnits', code: 'outOfRange' }] },
    { change: { connectionDate: '2026-11-26' }, expected: [{ path: 'connectionDate', code: 'dateTooEarly' }] },
    { change: { billingEmails: 'accounts@marinabaydev' }, expected: [{ path: 'billingEmails', code: 'emailListFormat' }] },
  ],
  poleodomicLicence: [
    { change: { buildingCoverage: '50.0', buildingDensity: '40.0' }, expected: [{ path: 'buildingCoverage', code: 'aboveLimit' }] },
    { change: { buildingCoverage: '100.5', buildingDensity: '150.0' }, expected: [{ path: 'buildingCoverage', code: 'outOfRange' }] },
    { change: { sheet: null }, expected: [{ path: 'sheet', code: 'bothOrNeither' }] },
    { change: { floors: '2.5' }, expected: [{ path: 'floors', code: 'notWholeNumber' }] },
    { change: { 'applicants.0.mobile': '25123456' }, expected: [{ path: 'applicants.0.mobile', code: 'phoneNotMobile' }] },
  ],
  governmentWaterProjectConnection: [
    { change: { requestedQuota: '9500' }, expected: [{ path: 'requestedQuota', code: 'aboveLimit' }] },
    { change: { requestedQuota: '9000' }, expected: [] },
    { change: { municipality: 'lefkara' }, expected: [{ path: 'municipality', code: 'optionOfOtherParent' }] },
    { change: { irrigationArea: '18.25' }, expected: [{ path: 'irrigationArea', code: 'tooManyDecimals' }] },
    { change: { startDate: '2026-11-26' }, expected: [{ path: 'startDate', code: 'dateTooEarly' }] },
    {
      change: { 'applicants.0.fullName': null, 'applicants.0.idNumber': null, 'applicants.0.email': null, 'applicants.0.mobile': null },
      expected: [{ path: 'applicants', code: 'tooFewItems' }],
    },
  ],
  drilling: [
    { change: { applicantConfirms: 'no' }, expected: [{ path: 'applicantConfirms', code: 'confirmationRequired' }] },
    { change: { 'plots.1.plot': 'nicosia/strovolos/21/40/101' }, expected: [{ path: 'plots.1.plot', code: 'duplicate' }] },
    { change: { 'plots.0.plot': 'limassol/strovolos/21/40/101' }, expected: [{ path: 'plots.0.plot', code: 'optionOfOtherParent' }] },
    { change: { 'plots.0.plot': 'nicosia/strovolos/21/101' }, expected: [{ path: 'plots.0.plot', code: 'plotReferenceFormat' }] },
    { change: { drillingPoint: '35.13435' }, expected: [{ path: 'drillingPoint', code: 'pointFormat' }] },
    // The register lists the licences valid today only (routes/applicationFamilies/registers.ts).
    { change: { driller: 'DL-2026-000003' }, expected: [{ path: 'driller', code: 'unknownOption' }] },
    {
      change: { 'plots.0.plot': null, 'plots.0.ownership': null, 'plots.1.plot': null, 'plots.1.ownership': null },
      expected: [{ path: 'plots', code: 'tooFewItems' }],
    },
  ],
};

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
    // Each applicant's own address: a part given asks for the others.
    { change: { 'applicants.0.homeAddress.postcode': '241' }, expected: [{ path: 'applicants.0.homeAddress.postcode', code: 'postcodeFormat' }] },
    { change: { 'applicants.0.homeAddress.street': null }, expected: [{ path: 'applicants.0.homeAddress.street', code: 'required' }] },
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
  supplierOffer: [
    // meter number unique per meter, compared without spaces and case (`002 §5`)
    { change: { 'meters.1.meterNumber': 'eac4471203' }, expected: [{ path: 'meters.1.meterNumber', code: 'duplicate' }] },
    { change: { 'meters.1.meterNumber': 'EAC 4471203 ' }, expected: [{ path: 'meters.1.meterNumber', code: 'duplicate' }] },
    { change: { 'meters.0.meterNumber': null }, expected: [{ path: 'meters.0.meterNumber', code: 'required' }] },
    {
      change: Object.fromEntries(['meterNumber', 'networkVoltage', 'mvLevel', 'capacity', 'annualConsumption'].flatMap((field) => [[`meters.0.${field}`, null], [`meters.1.${field}`, null]])),
      expected: [{ path: 'meters', code: 'tooFewItems' }],
    },
    // plot number and sheet/plan both filled or both empty
    { change: { plotNumber: null }, expected: [{ path: 'plotNumber', code: 'bothOrNeither' }] },
    { change: { sheetPlan: null }, expected: [{ path: 'sheetPlan', code: 'bothOrNeither' }] },
    { change: { plotNumber: null, sheetPlan: null }, expected: [] },
    // 8-digit phones, a mobile beginning with 9 and a landline with 2; lists checked entry by entry
    { change: { mobile: '24531870' }, expected: [{ path: 'mobile', code: 'phoneNotMobile' }] },
    { change: { mobile: '9931845' }, expected: [{ path: 'mobile', code: 'phoneFormat' }] },
    { change: { landline: '99318452' }, expected: [{ path: 'landline', code: 'phoneNotLandline' }] },
    { change: { landline: '24 531-870', mobile: '99 318 452' }, expected: [] },
    { change: { billingPhones: '24531870, 2453187' }, expected: [{ path: 'billingPhones', code: 'phoneListFormat' }] },
    { change: { billingPhones: '24531870, 99318452;22001100' }, expected: [] },
    { change: { contactEmails: 'eleni@kyriakoucold.com.cy, accounts@kyriakoucold' }, expected: [{ path: 'contactEmails', code: 'emailListFormat' }] },
    { change: { billingEmails: 'accounts@kyriakoucold.com.cy;eleni@kyriakoucold.com.cy' }, expected: [] },
    // network voltage LV or MV, MV at 22 kV or 11 kV; business activity Commercial or Industrial (`002 §9`)
    { change: { 'meters.0.mvLevel': 'kv22' }, expected: [] },
    { change: { 'meters.0.mvLevel': 'kv33' }, expected: [{ path: 'meters.0.mvLevel', code: 'unknownOption' }] },
    { change: { 'meters.0.mvLevel': null }, expected: [{ path: 'meters.0.mvLevel', code: 'required' }] },
    { change: { 'meters.0.networkVoltage': 'lv' }, expected: [] },
    { change: { 'meters.1.networkVoltage': 'hv' }, expected: [{ path: 'meters.1.networkVoltage', code: 'unknownOption' }] },
    { change: { businessActivity: 'commercial' }, expected: [] },
    { change: { businessActivity: 'agricultural' }, expected: [{ path: 'businessActivity', code: 'unknownOption' }] },
    // IBAN valid, a bank chosen, of the bank's country
    { change: { iban: 'CY18002001280000001200527600' }, expected: [{ path: 'iban', code: 'ibanInvalid' }] },
    { change: { iban: 'GR1601101250000000012300695' }, expected: [{ path: 'iban', code: 'ibanOtherCountry' }] },
    { change: { bankCountry: 'GR', bank: 'piraeusBank', iban: 'GR16 0110 1250 0000 0001 2300 695' }, expected: [] },
    { change: { bankCountry: 'GR', bank: 'piraeusBank' }, expected: [{ path: 'iban', code: 'ibanOtherCountry' }] },
    { change: { bank: 'piraeusBank' }, expected: [{ path: 'bank', code: 'optionOfOtherParent' }] },
    { change: { bank: null }, expected: [{ path: 'bank', code: 'required' }] },
    // a payment phone of 10 to 15 digits; a balance that is an amount
    { change: { paymentPhone: '99318452' }, expected: [{ path: 'paymentPhone', code: 'paymentPhoneFormat' }] },
    { change: { paymentPhone: '3579931845212345' }, expected: [{ path: 'paymentPhone', code: 'paymentPhoneFormat' }] },
    { change: { paymentPhone: '+357 99-318452' }, expected: [] },
    { change: { outstandingBalance: '1250.5' }, expected: [] },
    { change: { outstandingBalance: '1250.555' }, expected: [{ path: 'outstandingBalance', code: 'tooManyDecimals' }] },
    { change: { outstandingBalance: '-20.00' }, expected: [{ path: 'outstandingBalance', code: 'notNumber' }] },
    { change: { outstandingBalance: '1,250.00' }, expected: [{ path: 'outstandingBalance', code: 'notNumber' }] },
    { change: { supplyStart: '2026-11-26' }, expected: [{ path: 'supplyStart', code: 'dateTooEarly' }] },
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

/**
 * Families the route tests inject into the registry (buildUtilityApi `families`), so that they test the
 * engine whatever families the utility ships: one with every kind of part and a fee due before issue, one
 * open to visitors without a fee.
 */
import { CATALOG_LANGUAGES } from '../../../../../shared/i18n/catalog.ts';
import type { FamilySources } from '../../../families/loadSources.ts';
import type { FamilySource } from '../../../families/source.ts';

const ENGLISH: Record<string, string> = {
  name: 'Test permit',
  summary: 'A permit the tests apply for.',
  'issues.title': 'Test Permit',
  'steps.applicant.title': 'Applicant',
  'steps.applicant.guide': 'Who applies.',
  'fields.fullName.label': 'Full name',
  'fields.startDate.label': 'Start date',
  'fields.district.label': 'District',
  'fields.ownWell.label': 'Own well',
  'fields.site.label': 'Site',
  'fields.volume.label': 'Volume',
  'groups.vehicles.label': 'Vehicles',
  'groups.vehicles.itemLabel': 'Vehicle',
  'fields.vehicles.registration.label': 'Registration',
  'fields.vehicles.depot.label': 'Depot',
  'documents.sitePlan.label': 'Site plan',
  'documents.photo.label': 'Photo',
  'lookups.kind.a': 'Kind A',
};

/** Each language's texts: English marked with the language, Greek ones recognisable in the tests. */
const texts = (english: Record<string, string>) =>
  Object.fromEntries(
    CATALOG_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(Object.entries(english).map(([key, text]) => [key, language === 'en' ? text : `${language.toUpperCase()} ${text}`])),
    ]),
  ) as FamilySource['texts'];

export const TEST_PERMIT: FamilySource = {
  code: 'testPermit',
  applicationType: 49,
  visitorAllowed: false,
  steps: [
    {
      id: 'applicant',
      fields: [
        { id: 'fullName', kind: 'text', required: true },
        { id: 'startDate', kind: 'date', required: true, notBefore: '2026-01-01' },
        { id: 'district', kind: 'lookup', required: false, lookup: 'districts' },
        { id: 'ownWell', kind: 'yesNo', required: false },
        { id: 'site', kind: 'address', required: false },
        { id: 'volume', kind: 'number', required: false, max: 5000 },
      ],
      groups: [{ id: 'vehicles', minItems: 1, maxItems: 3, fields: [
        { id: 'registration', kind: 'text', required: true, check: 'vehicleRegistration' },
        { id: 'depot', kind: 'address', required: false },
      ] }],
    },
  ],
  rules: [{ kind: 'unique', group: 'vehicles', field: 'registration' }],
  documents: [
    { id: 'sitePlan', mandatory: true },
    { id: 'photo', mandatory: false },
  ],
  lookups: [{ id: 'districts', shared: 'testDistricts' }, { id: 'kind', options: [{ value: 'a' }] }],
  fee: { amount: '150.00', currency: 'EUR', payBeforeIssue: true },
  issues: { kind: 'permit', validityMonths: 12 },
  texts: texts(ENGLISH),
};

export const VISITOR_NOTICE: FamilySource = {
  code: 'visitorNotice',
  applicationType: 48,
  visitorAllowed: true,
  steps: [{ id: 'notice', fields: [{ id: 'subject', kind: 'text', required: true }], groups: [] }],
  rules: [],
  documents: [],
  lookups: [],
  fee: null,
  issues: { kind: 'certificate', validityMonths: null },
  texts: texts({ name: 'Visitor notice', summary: 'Open to visitors.', 'issues.title': 'Notice', 'steps.notice.title': 'Notice', 'fields.subject.label': 'Subject' }),
};

export const TEST_FAMILIES: FamilySources = {
  families: [TEST_PERMIT, VISITOR_NOTICE],
  sharedLookups: [{ id: 'testDistricts', options: [{ value: 'nicosia' }, { value: 'limassol' }], texts: texts({ nicosia: 'Nicosia', limassol: 'Limassol' }) }],
};

/** Values that pass every rule of the test permit. */
export const COMPLETE_VALUES = {
  fullName: 'Maria Georgiou',
  startDate: '2026-06-01',
  district: 'limassol',
  ownWell: 'yes',
  'site.street': '1 Main Street',
  'site.postcode': '3010',
  'site.city': 'Limassol',
  'vehicles.0.registration': 'ABC123',
};

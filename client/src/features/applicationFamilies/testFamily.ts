import type { FamilyDefinition } from '../../../../shared/applicationForms/definition';

/** A family with a field of every kind, a condition, a parent lookup, a group and a document, for the tests. */
export const TEST_FAMILY: FamilyDefinition = {
  code: 'testFamily',
  applicationType: 31,
  name: 'Water extraction licence',
  summary: 'Extract water from a borehole.',
  visitorAllowed: false,
  steps: [
    {
      id: 'site',
      title: 'Site',
      guide: 'Tell us where the borehole is.',
      fields: [
        { id: 'siteName', kind: 'text', label: 'Site name', required: true },
        { id: 'purpose', kind: 'longText', label: 'Purpose', required: false },
        { id: 'volume', kind: 'number', label: 'Volume', required: false, max: 1000 },
        { id: 'rate', kind: 'decimal', label: 'Rate', required: false },
        { id: 'startDate', kind: 'date', label: 'Start date', required: false },
        { id: 'district', kind: 'lookup', label: 'District', required: true, lookup: 'districts' },
        { id: 'municipality', kind: 'lookup', label: 'Municipality', required: false, lookup: 'municipalities', parent: 'district' },
        { id: 'hasWell', kind: 'yesNo', label: 'Existing well', required: false },
        { id: 'wellDepth', kind: 'number', label: 'Well depth', required: true, visibleWhen: { field: 'hasWell', equals: ['yes'] } },
        { id: 'email', kind: 'email', label: 'E-mail', required: false },
        { id: 'copies', kind: 'emailList', label: 'Copies to', required: false },
        { id: 'phone', kind: 'phone', label: 'Phone', required: false },
        { id: 'phones', kind: 'phoneList', label: 'Other phones', required: false },
        { id: 'address', kind: 'address', label: 'Site address', required: false },
        { id: 'iban', kind: 'iban', label: 'IBAN', required: false },
      ],
      groups: [],
    },
    {
      id: 'people',
      title: 'Applicants',
      fields: [],
      groups: [{ id: 'applicants', label: 'Applicants', itemLabel: 'Applicant', minItems: 1, maxItems: 2, fields: [
        { id: 'fullName', kind: 'text', label: 'Full name', required: true },
        { id: 'home', kind: 'address', label: 'Home address', required: false },
      ] }],
    },
  ],
  rules: [],
  documents: [{ id: 'plan', label: 'Site plan', mandatory: true }],
  lookups: [
    { id: 'districts', options: [{ value: 'NIC', label: 'Nicosia' }, { value: 'LIM', label: 'Limassol' }] },
    { id: 'municipalities', options: [{ value: 'STR', label: 'Strovolos', parent: 'NIC' }, { value: 'GER', label: 'Germasogeia', parent: 'LIM' }] },
  ],
  fee: { amount: '150.00', currency: '€', payBeforeIssue: true },
  issues: { kind: 'licence', title: 'Water extraction licence', validityMonths: 12 },
};

import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, envelopeWith, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { ASSET_CATEGORIES, ASSET_STATUSES } from '../../store/assets.ts';
import { PV_PARK_STATUSES, PV_VOLTAGES } from '../../store/pvParks.ts';

const nullableDay = (description: string): JSONSchema => ({ type: ['string', 'null'], description });
const nullableNumber = (description: string): JSONSchema => ({ type: ['number', 'null'], description });

export const TAGS = ['Assets and elements'];

/** Ids lists of batch reads (up to 100). */
export const idsBody: JSONSchema = {
  type: 'object',
  required: ['Ids'],
  properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: 100, description: 'Ids (up to 100).' } },
};

export const assetSchema: JSONSchema = sharedSchema('Asset', {
  type: 'object',
  description: 'An asset of the register with its element and its current condition (the latest assessment).',
  required: ['assetId', 'assetNumber', 'description', 'category', 'elementId', 'elementCode', 'elementName', 'stationId', 'make', 'model',
    'serialNo', 'installedOn', 'purchaseCost', 'expectedLifeYears', 'status', 'criticality', 'conditionGrade', 'performanceGrade',
    'remainingLifeYears', 'lastAssessedOn', 'nextDueOn', 'assessmentOverdue', 'assessmentCount'],
  properties: {
    assetId: integer('Asset id.'),
    assetNumber: string('Unique asset number, e.g. AST-000123.'),
    description: string('Description.'),
    category: { type: 'string', enum: [...ASSET_CATEGORIES], description: 'Category.' },
    elementId: integer('The element it is installed at (its location).'),
    elementCode: string('Code of the element.'),
    elementName: string('Name of the element.'),
    stationId: nullableInteger('Station of the element; null when the element is a station.'),
    make: nullableString('Make.'),
    model: nullableString('Model.'),
    serialNo: nullableString('Serial number.'),
    installedOn: nullableDay('Installation day, YYYY-MM-DD.'),
    purchaseCost: nullableNumber('Purchase cost in euros, two decimals.'),
    expectedLifeYears: nullableInteger('Expected life in years.'),
    status: { type: 'string', enum: [...ASSET_STATUSES], description: 'inService, standby or retired.' },
    criticality: integer('1 low … 5 very high.'),
    conditionGrade: nullableInteger('Condition grade of the latest assessment: 1 very good … 5 very poor; null before any.'),
    performanceGrade: nullableInteger('Performance grade of the latest assessment, 1 … 5.'),
    remainingLifeYears: nullableInteger('Remaining life of the latest assessment, years.'),
    lastAssessedOn: nullableDay('Day of the latest assessment.'),
    nextDueOn: nullableDay('Day the next assessment is due (from the latest assessment).'),
    assessmentOverdue: boolean('Not retired, and never assessed or past its next due day.'),
    assessmentCount: integer('Assessments recorded.'),
  },
});

export const assessmentSchema: JSONSchema = sharedSchema('AssetAssessment', {
  type: 'object',
  description: 'A condition assessment of an asset.',
  required: ['assessmentId', 'assetId', 'assessedOn', 'assessorId', 'assessorName', 'conditionGrade', 'performanceGrade', 'remainingLifeYears', 'remarks', 'nextDueOn'],
  properties: {
    assessmentId: integer('Assessment id.'),
    assetId: integer('The asset.'),
    assessedOn: string('Day of the assessment.'),
    assessorId: integer('The employee who assessed (/Employee/GetItems).'),
    assessorName: string('Their name.'),
    conditionGrade: integer('1 very good, 2 good, 3 fair, 4 poor, 5 very poor.'),
    performanceGrade: integer('1 very good … 5 very poor.'),
    remainingLifeYears: nullableInteger('Remaining life in years.'),
    remarks: nullableString('Remarks.'),
    nextDueOn: nullableDay('Day the next assessment is due.'),
  },
});

const lookupItemSchema: JSONSchema = {
  type: 'object',
  required: ['itemId', 'name'],
  properties: { itemId: integer('Item id (the stored value).'), name: string('Name in the request language.') },
};

const definitionProperties: Record<string, JSONSchema> = {
  definitionId: integer('Property id.'),
  typeId: integer('Element type it belongs to.'),
  groupName: string('Group name in the request language (002 §3 custom field group).'),
  number: integer('Number: order of the property.'),
  name: string('Name in the request language.'),
  unit: nullableString('Unit label, e.g. m³, kW, mm.'),
  type: { type: 'integer', enum: [0, 1, 2, 3, 4], description: '002 §3 types: 0 string, 1 integer, 2 decimal, 3 date, 4 lookup.' },
  isMandatory: boolean('A value is required.'),
  items: { type: 'array', items: lookupItemSchema, description: 'Lookup items of type 4; empty otherwise.' },
};

export const definitionSchema: JSONSchema = {
  type: 'object',
  required: Object.keys(definitionProperties),
  properties: definitionProperties,
};

export const propertyValueSchema: JSONSchema = sharedSchema('ElementPropertyValue', {
  type: 'object',
  required: [...Object.keys(definitionProperties), 'value', 'displayValue'],
  properties: {
    ...definitionProperties,
    value: nullableString('Stored value: text, digits (a point before decimals), YYYY-MM-DD, or the lookup item id; null when none.'),
    displayValue: nullableString('The value to show: the lookup item name for lookups, else the value.'),
  },
});

export const pvParkSchema: JSONSchema = sharedSchema('PvPark', {
  type: 'object',
  description: 'A photovoltaic park of the directory.',
  required: ['parkId', 'name', 'licenceNumber', 'operator', 'installedCapacityKwp', 'exportCapacityKw', 'connectionVoltage', 'elementId',
    'elementCode', 'elementName', 'town', 'latitude', 'longitude', 'commissionedOn', 'status', 'contactPhone', 'contactEmail'],
  properties: {
    parkId: integer('Park id.'),
    name: string('Name.'),
    licenceNumber: string('Licence number (unique).'),
    operator: string('Owner or operator.'),
    installedCapacityKwp: { type: 'number', description: 'Installed capacity, kWp.' },
    exportCapacityKw: { type: 'number', description: 'Export capacity, kW.' },
    connectionVoltage: { type: 'string', enum: [...PV_VOLTAGES], description: '002 §9: mv22 (MV 22 kV), mv11 (MV 11 kV), lv.' },
    elementId: nullableInteger('The substation or element it connects to.'),
    elementCode: nullableString('Its code.'),
    elementName: nullableString('Its name.'),
    town: string('Town.'),
    latitude: nullableNumber('WGS 84 latitude.'),
    longitude: nullableNumber('WGS 84 longitude.'),
    commissionedOn: nullableDay('Commissioning day.'),
    status: { type: 'string', enum: [...PV_PARK_STATUSES], description: 'planned, underConstruction, operating, decommissioned.' },
    contactPhone: nullableString('Contact phone (8 digits).'),
    contactEmail: nullableString('Contact e-mail.'),
  },
});

/** Every problem of a refused save, by request field. */
const fieldErrorsSchema = sharedSchema('FieldErrors', {
  type: 'array',
  description: 'With status 1: the refused request fields (PascalCase as sent, or `Values[<definitionId>]`) and why, localized.',
  items: {
    type: 'object',
    required: ['field', 'problem', 'text'],
    properties: {
      field: string('Request field.'),
      problem: string('Why, as a key: required, mandatory, tooLong, invalidChoice, invalidDate, date, futureDate, numberRange, integer, decimal, lookup, gradeRange, lifeRange, duplicateNumber, duplicateLicence, unknownElement, unknownProperty, dueBeforeAssessment, exportAboveInstalled, commissioningRequired, latitudeRange, longitudeRange, invalidPhone, invalidEmail.'),
      text: string('Why, localized.'),
    },
  },
});

/** A refused save: status 1, `text` the first problem, `errors` every problem by request field. */
export const saveAnswer = (properties: Record<string, JSONSchema>, description: string): JSONSchema =>
  envelopeWith({ ...properties, errors: fieldErrorsSchema }, description);

import type { JSONSchema } from '../../http/jsonSchema.ts';
import { integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { ORIGIN_TYPES } from '../../store/jobCards.ts';
import { JOB_CARD_STEPS } from '../../store/jobCardsWorkflow.ts';
import { PRIORITIES } from '../../store/problemLogs.ts';

const number = (description: string): JSONSchema => ({ type: 'number', description });
const nullableNumber = (description: string): JSONSchema => ({ type: ['number', 'null'], description });
const time = (description: string): JSONSchema => ({ type: 'string', description: `${description} (ISO 8601, UTC).` });
const nullableTime = (description: string): JSONSchema => ({ type: ['string', 'null'], description: `${description} (ISO 8601, UTC), or null.` });
const openClosed: JSONSchema = { type: 'string', enum: ['open', 'closed'], description: 'open or closed.' };

/** An object schema whose every property is required (the answers always carry them, null when empty). */
function object(description: string, properties: Record<string, JSONSchema>): JSONSchema {
  return { type: 'object', description, required: Object.keys(properties), properties };
}

export const jobCardItemSchema = sharedSchema('JobCard', object('A job card (002 §3 Jobcard).', {
  jobCardId: integer('Job card id.'),
  number: string('Number (`JC-` and six digits).'),
  originType: { type: 'string', enum: [...ORIGIN_TYPES], description: 'What the work comes from.' },
  originId: nullableInteger('Id of the maintenance application, investigation or problem log; null for planned work.'),
  stationId: nullableInteger('The station (an element).'),
  elementId: nullableInteger('The element worked on.'),
  elementTypeId: nullableInteger('Its element type.'),
  elementTypeName: nullableString('Name of the element type in the request language.'),
  startsAt: time('Start'),
  endsAt: nullableTime('End'),
  plannedHours: nullableNumber('Hours between start and end, two decimals.'),
  actualHours: number('Hours of the manpower allocations, overtime included.'),
  activityId: nullableInteger('Maintenance activity (lookup `activity`).'),
  activityName: nullableString('Its name.'),
  conditionId: nullableInteger('Condition found (lookup `condition`).'),
  conditionName: nullableString('Its name.'),
  complainTypeId: nullableInteger('Complain type (lookup `complainType`).'),
  complainTypeName: nullableString('Its name.'),
  outcomeId: nullableInteger('Outcome (lookup `outcome`), set when the card is closed.'),
  outcomeCode: nullableString('Code of the outcome (e.g. PROBLEM_FOUND).'),
  outcomeName: nullableString('Its name.'),
  description: nullableString('What is to be done.'),
  step: { type: 'string', enum: [...JOB_CARD_STEPS], description: 'Workflow step.' },
  workflowEmployeeId: nullableInteger('The workflow employee (/Employee/GetItems).'),
  workflowEmployeeName: nullableString('Their name.'),
  createdOn: time('Created'),
  updatedOn: time('Last changed'),
}));

const lookupSchema = sharedSchema('MaintenanceLookup', object('A lookup value.', { id: integer('Id.'), code: string('Stable code.'), name: string('Name in the request language.') }));
const lookupList: JSONSchema = { type: 'array', items: lookupSchema };

export const lookupsSchema = object('The maintenance lookups.', {
  activity: lookupList,
  condition: lookupList,
  complainType: lookupList,
  outcome: lookupList,
  supportService: lookupList,
  problemType: lookupList,
});

export const stepSchema = object('A workflow step.', {
  step: { type: 'string', enum: [...JOB_CARD_STEPS], description: 'The step.' },
  forced: { type: 'boolean', description: 'Moving to it requires a workflow employee (002 §4).' },
  next: { type: 'array', items: { type: 'string', enum: [...JOB_CARD_STEPS] }, description: 'Steps it may move to (closing aside).' },
  closable: { type: 'boolean', description: 'A card at this step may be closed with an outcome.' },
});

export const historySchema = object('A workflow change.', {
  fromStep: { type: ['string', 'null'], description: 'Previous step; null when created.' },
  toStep: string('New step.'),
  employeeId: nullableInteger('Workflow employee chosen.'),
  employeeName: nullableString('Their name.'),
  changedById: nullableInteger('Who changed it.'),
  changedByName: nullableString('Their name.'),
  changedOn: time('When'),
  comment: nullableString('Comment.'),
});

export const allocationsSchema = sharedSchema('JobCardAllocations', object('The allocations of a job card.', {
  jobCardId: integer('The job card.'),
  manpower: {
    type: 'array',
    items: object('Manpower allocation.', {
      allocationId: integer('Allocation id.'),
      employeeId: integer('Employee.'),
      employeeName: string('Their name.'),
      workDate: string('Day worked (YYYY-MM-DD).'),
      hours: number('Normal hours.'),
      overtimeHours: number('Overtime hours.'),
    }),
  },
  supportServices: {
    type: 'array',
    items: object('Support service allocation.', {
      allocationId: integer('Allocation id.'),
      serviceId: integer('Service (lookup `supportService`).'),
      serviceName: string('Its name.'),
      supplier: string('Supplier.'),
      quantity: number('Quantity.'),
      hours: number('Hours.'),
      cost: number('Cost, two decimals.'),
    }),
  },
  stores: {
    type: 'array',
    items: object('Store allocation.', {
      allocationId: integer('Allocation id.'),
      stockItemId: integer('Material.'),
      code: string('Its code.'),
      name: string('Its name.'),
      unit: string('Unit (pcs, m, kg, l).'),
      warehouseId: integer('Warehouse issued from.'),
      warehouseName: string('Its name.'),
      quantity: number('Quantity issued.'),
      issuedAt: time('Issued'),
    }),
  },
}));

export const investigationItemSchema = sharedSchema('Investigation', object('An investigation (002 §2).', {
  investigationId: integer('Investigation id.'),
  number: string('Number (`INV-` and six digits).'),
  source: { type: 'string', enum: ['complaint', 'application'], description: 'A complaint, or an O&M application.' },
  applicationId: nullableInteger('The maintenance application, for source application.'),
  elementId: nullableInteger('The element concerned.'),
  location: string('Where.'),
  complainTypeId: integer('Complain type (lookup).'),
  complainTypeName: string('Its name.'),
  findings: nullableString('What was found.'),
  status: openClosed,
  reportedOn: time('Reported'),
  createdByName: nullableString('Who recorded it.'),
  jobCardCount: integer('Job cards raised from it.'),
  updatedOn: time('Last changed'),
}));

export const problemLogItemSchema = sharedSchema('ProblemLog', object('A problem log entry (002 §2).', {
  problemLogId: integer('Problem log id.'),
  number: string('Number (`PL-` and six digits).'),
  elementId: integer('The element with the problem.'),
  reportedOn: time('Reported'),
  reportedById: nullableInteger('Who reported it.'),
  reportedByName: nullableString('Their name.'),
  problemTypeId: integer('Problem type (lookup).'),
  problemTypeName: string('Its name.'),
  priority: { type: 'string', enum: [...PRIORITIES], description: 'low, medium, high or urgent.' },
  description: string('Description.'),
  status: openClosed,
  jobCardCount: integer('Job cards raised from it.'),
  updatedOn: time('Last changed'),
}));

import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { SESSION_SECURITY, envelopeSchema, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { ASSET_CATEGORIES, ASSET_SORTS, ASSET_STATUSES, type AssetCategory, type AssetSort, type AssetStatus } from '../../store/assets.ts';
import { checkAssessment, checkAsset, type AssessmentBody, type AssetBody } from '../../store/assetsRules.ts';
import type { Store } from '../../store/store.ts';
import { TAGS, assessmentSchema, assetSchema, idsBody, saveAnswer } from './schemas.ts';
import { assetText, refusal } from './texts.ts';

/** Every asset call needs the asset register flag (000 §6). */
const FLAG = 'assetRegister';

interface ListBody extends PagingBody, SortBody<AssetSort> {
  Text?: string;
  Category?: AssetCategory;
  ElementId?: number;
  StationId?: number;
  ConditionGrade?: number;
  Status?: AssetStatus;
  Overdue?: boolean;
}

const nullableText = (max: number, description: string) => ({ type: ['string', 'null'], maxLength: max, description });
const nullableInt = (description: string) => ({ type: ['integer', 'null'], description });

/** The asset register and condition assessments (README "Assets, element properties and PV parks"). */
export function assetRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const today = () => store.clock().toISOString().slice(0, 10);

  app.post<{ Body: ListBody | undefined }>('/Asset/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'assetGetList',
      summary: 'The asset register',
      description:
        'Employees with `assetRegister` (HTTP 403 status 4 otherwise). Assets with their current condition; every filter is optional and ' +
        'they combine. `Text` matches the asset number, description, serial number, make and model, or element code.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Text: { type: 'string', maxLength: 100, description: 'Case-insensitive substring.' },
          Category: { type: 'string', enum: [...ASSET_CATEGORIES], description: 'Only this category.' },
          ElementId: integer('Only assets at this element.'),
          StationId: integer('Only assets at this station and its elements.'),
          ConditionGrade: { type: 'integer', minimum: 1, maximum: 5, description: 'Only assets whose latest condition grade is this.' },
          Status: { type: 'string', enum: [...ASSET_STATUSES], description: 'Only assets in this status.' },
          Overdue: { type: 'boolean', description: 'Only assets whose assessment is overdue (true) or not (false).' },
          ...sortProperties(ASSET_SORTS, 'by asset number'),
        },
      },
      response: responses(envelopeWith({ total: integer('Matching assets.'), items: { type: 'array', items: assetSchema } }, 'One page of assets.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = {
        text: body.Text,
        category: body.Category,
        elementId: body.ElementId,
        stationId: body.StationId,
        conditionGrade: body.ConditionGrade,
        status: body.Status,
        overdue: body.Overdue,
        ...sortOf(body),
      };
      return ok(store.assets.list(filter, today(), limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/Asset/GetItems', {
    schema: {
      tags: TAGS,
      operationId: 'assetGetItems',
      summary: 'Assets by id',
      description: 'Employees with `assetRegister`. Those assets in the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: idsBody,
      response: responses(envelopeWith({ items: { type: 'array', items: assetSchema } }, 'The assets found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.assets.byIds(request.body.Ids, today()) }),
  });

  app.post<{ Body: AssetBody & { AssetId?: number | null } }>('/Asset/Save', {
    schema: {
      tags: TAGS,
      operationId: 'assetSave',
      summary: 'Create or update an asset',
      description:
        'Employees with `assetRegister`. Without `AssetId` a new asset; with it, that asset (status 1 when unknown). Refusals are status 1 ' +
        'with `errors` by field: number, description, category, element, status and criticality 1–5 required; a unique asset number; an ' +
        'existing element; an installation day not in the future; a purchase cost 0–999,999,999 euros with two decimals; an expected life ' +
        'of 1–200 years. Retiring is saving with `Status: retired`.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          AssetId: nullableInt('The asset to update; absent or null: a new one.'),
          AssetNumber: nullableText(100, 'Unique asset number.'),
          Description: nullableText(500, 'Description.'),
          Category: { type: ['string', 'null'], description: `One of ${ASSET_CATEGORIES.join(', ')}.` },
          ElementId: nullableInt('The element it is installed at.'),
          Make: nullableText(200, 'Make.'),
          Model: nullableText(200, 'Model.'),
          SerialNo: nullableText(200, 'Serial number.'),
          InstalledOn: nullableText(10, 'Installation day, YYYY-MM-DD.'),
          PurchaseCost: { type: ['number', 'null'], description: 'Euros, two decimals.' },
          ExpectedLifeYears: nullableInt('Expected life, years.'),
          Status: { type: ['string', 'null'], description: `One of ${ASSET_STATUSES.join(', ')}.` },
          Criticality: nullableInt('1 … 5.'),
        },
      },
      response: responses(saveAnswer({ item: assetSchema }, 'The asset as saved in `item`, or the refusal.')),
    },
    onRequest,
    handler: async (request) => {
      const id = request.body.AssetId ?? null;
      if (id !== null && store.assets.find(id, today()) === undefined) return fail(STATUS_FAILED, assetText(request, 'assetNotFound'));
      const { values, issues } = checkAsset(request.body, today());
      const holder = values.assetNumber ? store.assets.idOfNumber(values.assetNumber) : undefined;
      if (holder !== undefined && holder !== id) issues.push({ field: 'AssetNumber', problem: 'duplicateNumber' });
      if (values.elementId > 0 && store.fieldBase.elementItems([values.elementId], 'en').length === 0) issues.push({ field: 'ElementId', problem: 'unknownElement' });
      if (issues.length > 0) return refusal(request, issues);
      const saved = store.assets.save(id, values);
      return ok({ item: store.assets.find(saved, today()) });
    },
  });

  app.post<{ Body: { AssetId: number } }>('/Asset/Delete', {
    schema: {
      tags: TAGS,
      operationId: 'assetDelete',
      summary: 'Delete an asset with its assessments',
      description: 'Employees with `assetRegister`. Removes the asset and its condition assessments; status 1 when unknown. Prefer retiring an asset that served.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AssetId'], properties: { AssetId: integer('The asset.') } },
      response: responses(envelopeSchema),
    },
    onRequest,
    handler: async (request) => (store.assets.delete(request.body.AssetId) ? ok() : fail(STATUS_FAILED, assetText(request, 'assetNotFound'))),
  });

  app.post<{ Body: PagingBody & { AssetId: number } }>('/AssetAssessment/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'assetAssessmentGetList',
      summary: 'Condition assessments of an asset',
      description: 'Employees with `assetRegister`. Newest first; status 1 when the asset is unknown.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AssetId'], properties: { AssetId: integer('The asset.'), Options: optionsSchema } },
      response: responses(envelopeWith({ total: integer('Assessments of the asset.'), items: { type: 'array', items: assessmentSchema } }, 'One page of assessments.')),
    },
    onRequest,
    handler: async (request) => {
      if (store.assets.find(request.body.AssetId, today()) === undefined) return fail(STATUS_FAILED, assetText(request, 'assetNotFound'));
      const { limit, offset } = pageWindow(request.body);
      return ok(store.assets.assessments(request.body.AssetId, limit, offset));
    },
  });

  app.post<{ Body: AssessmentBody & { AssetId: number; AssessmentId?: number | null; AssessorId?: number | null } }>('/AssetAssessment/Save', {
    schema: {
      tags: TAGS,
      operationId: 'assetAssessmentSave',
      summary: 'Record or correct a condition assessment',
      description:
        'Employees with `assetRegister`. Without `AssessmentId` a new assessment of `AssetId`; with it, that one. The assessor is ' +
        '`AssessorId` (an active employee) or the signed-in employee. Refusals are status 1 with `errors`: a day not in the future, ' +
        'condition and performance grades 1–5, remaining life 0–200 years, the next due day after the assessment. The latest ' +
        'assessment is the asset\'s current condition; `item` is the asset as it now is.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['AssetId'],
        properties: {
          AssetId: integer('The asset.'),
          AssessmentId: nullableInt('The assessment to correct; absent or null: a new one.'),
          AssessorId: nullableInt('The employee who assessed; default the signed-in employee.'),
          AssessedOn: nullableText(10, 'Day of the assessment, YYYY-MM-DD.'),
          ConditionGrade: nullableInt('1 very good … 5 very poor.'),
          PerformanceGrade: nullableInt('1 very good … 5 very poor.'),
          RemainingLifeYears: nullableInt('Remaining life, years.'),
          Remarks: nullableText(5000, 'Remarks (up to 1,000 characters).'),
          NextDueOn: nullableText(10, 'Day the next assessment is due, YYYY-MM-DD.'),
        },
      },
      response: responses(saveAnswer({ assessment: assessmentSchema, item: assetSchema }, 'The assessment and the asset, or the refusal.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      if (store.assets.find(body.AssetId, today()) === undefined) return fail(STATUS_FAILED, assetText(request, 'assetNotFound'));
      const id = body.AssessmentId ?? null;
      if (id !== null && store.assets.assessment(id)?.assetId !== body.AssetId) return fail(STATUS_FAILED, assetText(request, 'assessmentNotFound'));
      const assessor = body.AssessorId ?? signedInUser(request).id;
      const { values, issues } = checkAssessment(body, body.AssetId, assessor, today());
      const employee = store.users.findById(assessor);
      if (!employee || employee.role !== ROLE_EMPLOYEE) issues.push({ field: 'AssessorId', problem: 'invalidChoice' });
      if (issues.length > 0) return refusal(request, issues);
      const saved = store.assets.saveAssessment(id, values);
      return ok({ assessment: store.assets.assessment(saved), item: store.assets.find(body.AssetId, today()) });
    },
  });

  app.post<{ Body: { AssessmentId: number } }>('/AssetAssessment/Delete', {
    schema: {
      tags: TAGS,
      operationId: 'assetAssessmentDelete',
      summary: 'Delete a condition assessment',
      description: 'Employees with `assetRegister`. Status 1 when unknown; `item` is the asset with its condition from the assessment now latest.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AssessmentId'], properties: { AssessmentId: integer('The assessment.') } },
      response: responses(envelopeWith({ item: assetSchema }, 'The asset as it now is.')),
    },
    onRequest,
    handler: async (request) => {
      const assessment = store.assets.assessment(request.body.AssessmentId);
      if (!assessment) return fail(STATUS_FAILED, assetText(request, 'assessmentNotFound'));
      store.assets.deleteAssessment(assessment.assessmentId);
      return ok({ item: store.assets.find(assessment.assetId, today()) });
    },
  });
}

import DataLoader from 'dataloader';
import type { ResolversTypes } from '../../__generated__/resolvers.ts';
import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { fileUrl } from '../../files/fileDownload.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';
import { isFamilyApplicationType } from '../../../../shared/applicationForms/definition.ts';
import { APPLICATION_STAGES, EDITABLE_STAGES, employeeActions, feePayableNow } from '../../../../shared/applicationForms/stages.ts';
import { isCustomer, isEmployee } from '../auth/employeeGuard.ts';
import { toMoney } from '../billing/money.ts';
import { getFamilyApplication, type UpstreamFamilyApplication } from './api.ts';
import type { FamilySummary } from './familyModel.ts';
import { familyOfType } from './familyLoaders.ts';

/** The URL segment of issued documents under `/files/` (./documentDownload.ts). */
export const ISSUED_DOCUMENT_KIND = 'issued-document';

/**
 * Family applications by id, each read once per request. The utility reads them one by one; the
 * applications list asks for none, so only a detail screen (one application) pays for the call.
 */
const familyApplicationLoader = perRequest(
  (ctx) =>
    new DataLoader<number, UpstreamFamilyApplication | null>((ids) =>
      Promise.all(ids.map((id) => orNullIfNotFound(() => getFamilyApplication(ctx.upstream, id)))),
    ),
);

/** The family application when the viewer may read it (its applicant, employees of the queue), else null. */
export function readFamilyApplication(ctx: GatewayContext, portalApplicationId: number): Promise<UpstreamFamilyApplication | null> {
  return familyApplicationLoader(ctx).load(portalApplicationId);
}

/** After a change in this request, its answer reads the application again. */
export function forgetFamilyApplication(ctx: GatewayContext, portalApplicationId: number): void {
  familyApplicationLoader(ctx).clear(portalApplicationId);
}

/** The fee terms the stages read (shared/applicationForms/stages.ts). */
const feeTerms = (item: UpstreamFamilyApplication) => ({ hasFee: item.fee !== null, payBeforeIssue: item.fee?.payBeforeIssue ?? false });

type Details = ResolversTypes['FamilyApplicationDetails'];

function toDetails(ctx: GatewayContext, portalApplicationId: number, family: FamilySummary, item: UpstreamFamilyApplication): Details {
  const issued = item.issuedDocument;
  return {
    family,
    stage: item.stage,
    values: Object.entries(item.values).map(([path, value]) => ({ path, value })),
    history: item.history.map((change) => ({ stage: change.stage, changedOn: change.changedOn, changedBy: change.changedBy, comment: change.comment })),
    fee:
      item.fee === null
        ? null
        : {
            amount: toMoney(ctx, Number(item.fee.amount)),
            paid: item.fee.paid,
            paidOn: item.fee.paidOn,
            receiptNumber: item.fee.receiptNumber,
            payableNow: isCustomer(ctx) && feePayableNow(item.stage, feeTerms(item), item.fee.paid),
          },
    issuedDocument:
      issued === null
        ? null
        : {
            reference: issued.reference,
            verificationCode: issued.verificationCode,
            issuedOn: issued.issuedOn,
            validUntil: issued.validUntil,
            downloadPath: fileUrl(ISSUED_DOCUMENT_KIND, toGlobalId('Application', String(portalApplicationId))),
          },
    // The utility decides again when the decision comes; these are what its stages allow now.
    availableDecisions: isEmployee(ctx) ? employeeActions(item.stage, feeTerms(item)) : [],
    editable: isCustomer(ctx) && EDITABLE_STAGES.has(item.stage),
    itemDecisions: item.itemDecisions.map((decision) => ({ ...decision })),
  };
}

/** Null for applications of no family, and for one the viewer may not read (the utility refuses it). */
/**
 * A family application's name in the request's language: the utility keeps the name in the language the
 * application was started in, so an Arabic applicant's licence would reach an English employee in Arabic.
 * Other applications keep their name (and read no families).
 */
export const familyApplicationName: ResolverOf<'Application', 'name'> = async (application, _args, ctx) => {
  if (!isFamilyApplicationType(application.applicationType)) return application.name;
  return (await familyOfType(ctx, application.applicationType))?.name ?? application.name;
};

/** The stage the utility's list gives, checked against the stages the schema knows. */
export const familyApplicationStage: ResolverOf<'Application', 'familyStage'> = (application) => {
  const stage = application.familyStage;
  return stage !== null && (APPLICATION_STAGES as readonly string[]).includes(stage) ? (stage as (typeof APPLICATION_STAGES)[number]) : null;
};

export const familyDetails: ResolverOf<'Application', 'familyDetails'> = async (application, _args, ctx) => {
  const family = await familyOfType(ctx, application.applicationType);
  if (family === null) return null;
  const item = await readFamilyApplication(ctx, application.portalApplicationId);
  return item === null ? null : toDetails(ctx, application.portalApplicationId, family, item);
};

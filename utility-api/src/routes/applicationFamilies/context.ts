/** What the application family calls share: the registry, the store, and who may see which family and application. */
import type { FastifyRequest } from 'fastify';
import type { FamilyDefinition } from '../../../../shared/applicationForms/definition.ts';
import type { ApplicationStage } from '../../../../shared/applicationForms/stages.ts';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import type { FamilyRegistry } from '../../families/registry.ts';
import { requestLanguage } from '../../http/language.ts';
import type { FamilyApplicationRow } from '../../store/familyApplications.ts';
import type { SettingsValue } from '../../store/keyValueSettings.ts';
import type { Store } from '../../store/store.ts';
import { organisationDay } from '../billing/today.ts';
import type { VisitorFamilyStore } from './visitorStore.ts';
import { withRegisters } from './registers.ts';

export interface FamilyContext {
  store: Store;
  registry: FamilyRegistry;
  /** Visitors' applications, each with a user of its own (./visitorStore.ts). */
  visitors: VisitorFamilyStore;
  /** Hears each stage change an applicant or employee made through these calls (visitors' e-mails). */
  stageChanged: (applicationId: number, stage: ApplicationStage, comment: string | null) => void;
}

/** The utility setting `enabledApplicationFamilies`: an array of codes, or null (absent) for every family. */
function isFamilyEnabled(settings: SettingsValue, code: string): boolean {
  const enabled = settings.enabledApplicationFamilies;
  return !Array.isArray(enabled) || enabled.includes(code);
}

/** Codes of the families a request may see: those the settings enable, for visitors only those open to them. */
export function visibleCodes(context: FamilyContext, request: FastifyRequest): string[] {
  const settings = context.store.settings.read();
  const visitor = request.utilityUser === null;
  return context.registry
    .codes()
    .filter((code) => isFamilyEnabled(settings, code) && (!visitor || context.registry.source(code)?.visitorAllowed === true));
}

/** A family the request may apply to, in its language. */
export function visibleFamily(context: FamilyContext, request: FastifyRequest, code: string): FamilyDefinition | undefined {
  const family = visibleCodes(context, request).includes(code) ? context.registry.localized(code, requestLanguage(request)) : undefined;
  return family && withRegisters(family, context.store, todayOf(context));
}

/** The day rules of `today` and validity compare against: the organisation's, on the store's clock. */
export const todayOf = (context: FamilyContext): string => organisationDay(context.store.clock());

export interface VisibleApplication {
  application: FamilyApplicationRow;
  family: FamilyDefinition;
  /** The viewer is its applicant (else an employee of the customer-service queue). */
  own: boolean;
}

/**
 * A family application the viewer may see (its applicant, or an employee with the customer-service flag),
 * whatever the settings enable now; undefined for missing ones alike, so ids cannot be probed.
 */
export function visibleApplication(context: FamilyContext, request: FastifyRequest, applicationId: number): VisibleApplication | undefined {
  const viewer = request.utilityUser;
  if (viewer === null || context.store.applications.ownerFor(viewer, applicationId) === undefined) return undefined;
  const application = context.store.familyApplications.find(applicationId);
  const family = application && context.registry.localized(application.code, requestLanguage(request));
  if (application === undefined || family === undefined) return undefined;
  return { application, family: withRegisters(family, context.store, todayOf(context)), own: viewer.role !== ROLE_EMPLOYEE && application.userId === viewer.id };
}

export { applicationNotFound, refusal } from './refusals.ts';

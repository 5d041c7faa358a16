/**
 * The refusals of the family application calls, each with an envelope status of its own (utility-api/README.md,
 * "Application families"), so that a caller tells them apart without reading the application first. Status 1
 * keeps its general meaning: the application is not found (or not the viewer's: the same answer).
 */
import type { FastifyRequest } from 'fastify';
import { problemText, type Problem } from '../../../../shared/applicationForms/problems.ts';
import { STATUS_FAILED, fail } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { familyText } from './texts.ts';

export const FAMILY_STATUS = {
  /** Save: the application's stage takes no more changes (only SAVED and CHANGES_REQUESTED do). */
  notEditable: 230,
  /** Submit, Decide: the action is not open in the application's stage (or another change came first). */
  actionNotAllowed: 231,
  /** Save, Submit: the rules refuse; `problems` names each value. */
  rulesRefused: 232,
  /** Decide: REQUEST_CHANGES and REJECT need a comment. */
  commentRequired: 233,
  /** Save: the family is not offered to the viewer, or the application is of another family. */
  familyNotFound: 234,
  /** Decide APPROVE: an item of a group an employee validates (a plot) is not validated yet. */
  itemsNotValidated: 235,
  /** DecideItem: no such item of a group an employee validates, or it holds no values. */
  itemNotFound: 236,
  /** DecideItem: REFUSED needs a reason. */
  reasonRequired: 237,
} as const;

/** What the `status` of these calls may be, for the OpenAPI document. */
export const familyStatusProperty: Record<string, JSONSchema> = {
  status: {
    type: 'integer',
    description:
      '0 done; 1 application not found (or another customer\'s); 230 not editable in its stage; 231 action not allowed in its ' +
      'stage; 232 the rules refuse (`problems`); 233 comment required; 234 family not offered; 235 items not validated; ' +
      '236 no such item to decide; 237 reason required (README "Application families").',
  },
};

export const applicationNotFound = (request: FastifyRequest) => fail(STATUS_FAILED, familyText(request, 'applicationNotFound'));
export const familyNotFound = (request: FastifyRequest) => fail(FAMILY_STATUS.familyNotFound, familyText(request, 'familyNotFound'));
export const notEditable = (request: FastifyRequest) => fail(FAMILY_STATUS.notEditable, familyText(request, 'notEditable'));
export const actionNotAllowed = (request: FastifyRequest) => fail(FAMILY_STATUS.actionNotAllowed, familyText(request, 'actionNotAllowed'));
export const commentRequired = (request: FastifyRequest) => fail(FAMILY_STATUS.commentRequired, familyText(request, 'commentRequired'));
export const itemsNotValidated = (request: FastifyRequest) => fail(FAMILY_STATUS.itemsNotValidated, familyText(request, 'itemsNotValidated'));
export const itemNotFound = (request: FastifyRequest) => fail(FAMILY_STATUS.itemNotFound, familyText(request, 'itemNotFound'));
export const reasonRequired = (request: FastifyRequest) => fail(FAMILY_STATUS.reasonRequired, familyText(request, 'reasonRequired'));

/** The rules' problems, each with its text in the request's language. */
export function refusal(request: FastifyRequest, problems: readonly Problem[]) {
  const language = requestLanguage(request);
  return {
    ...fail(FAMILY_STATUS.rulesRefused, familyText(request, 'rulesRefused')),
    problems: problems.map((problem) => ({ path: problem.path, code: problem.code, message: problemText(language, problem) })),
  };
}

import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import { issuedDocumentPdf } from '../../pdf/issuedDocument.ts';
import { fileResponses, sendFile } from '../attachments/fileAnswer.ts';
import { applicationNotFound, todayOf, visibleApplication, type FamilyContext } from './context.ts';
import { formatVerificationCode, normalizeVerificationCode } from './issue.ts';
import { particularsOf } from './particulars.ts';
import { verificationSchema } from './schemas.ts';
import { familyText, familyTextIn } from './texts.ts';

/** Where the document says its code is checked, when the caller does not name the portal's page. */
const DEFAULT_VERIFICATION_URL = '/verify';

export function documentRoutes(app: FastifyInstance, context: FamilyContext): void {
  const { store, registry } = context;
  app.post<{ Body: { PortalApplicationId: number; VerificationUrl?: string } }>('/FamilyApplication/DownloadDocument', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationDownloadDocument',
      summary: 'The issued document of a family application (PDF)',
      description:
        'Its applicant, or employees with the customer-service flag. The document in the applicant\'s language (that of their ' +
        'last save): holder and address from the customer record, the application\'s values as particulars, reference and ' +
        'verification code. Status 1 for an application not issued or not visible to the viewer.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['PortalApplicationId'],
        properties: {
          PortalApplicationId: integer('The application.'),
          VerificationUrl: { ...string('The portal\'s public verification page, printed with the code (default `/verify`).'), maxLength: 300 },
        },
      },
      response: fileResponses,
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const visible = visibleApplication(context, request, request.body.PortalApplicationId);
      if (visible === undefined) return applicationNotFound(request);
      const { application } = visible;
      if (application.stage !== 'ISSUED' || application.reference === null || application.verificationCode === null || application.issuedOn === null) {
        return fail(STATUS_FAILED, familyText(request, 'notIssued'));
      }
      const language = isLanguage(application.language) ? application.language : requestLanguage(request);
      const family = registry.localized(application.code, language) ?? visible.family;
      const holder = store.familyApplications.holder(application.userId);
      const caption = (key: Parameters<typeof familyTextIn>[1]) => familyTextIn(language, key);
      const pdf = issuedDocumentPdf({
        utilityName: String(store.organisation.read().orgName ?? ''),
        language,
        title: family.issues.title,
        familyName: family.name,
        reference: application.reference,
        verificationCode: formatVerificationCode(application.verificationCode),
        verificationUrl: request.body.VerificationUrl ?? DEFAULT_VERIFICATION_URL,
        holderName: holder.name,
        holderAddress: holder.address,
        issuedOn: application.issuedOn,
        validUntil: application.validUntil,
        particulars: particularsOf(family, application.values, language),
        captions: {
          holder: caption('captionHolder'),
          address: caption('captionAddress'),
          reference: caption('captionReference'),
          issuedOn: caption('captionIssuedOn'),
          validUntil: caption('captionValidUntil'),
          verification: caption('captionVerification'),
        },
      });
      return sendFile(reply, { fileName: `${application.reference}.pdf`, contentType: 'application/pdf', content: pdf });
    },
  });

  app.post<{ Body: { Code: string } }>('/FamilyApplication/Verify', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationVerify',
      summary: 'Check an issued document\'s verification code',
      description:
        'Anonymous: what the public verification page shows. The code as printed or typed (case, spaces and dashes do not ' +
        'matter). `valid` is false once the document has expired. Status 1 when no document has the code (the gateway ' +
        'limits the rate of these calls).',
      body: { type: 'object', required: ['Code'], properties: { Code: { ...string('The verification code.'), maxLength: 40 } } },
      response: responses(envelopeWith({ item: verificationSchema }, 'The document in `item`.')),
    },
    handler: async (request) => {
      const code = normalizeVerificationCode(request.body.Code);
      const application = code === '' ? undefined : store.familyApplications.byVerificationCode(code);
      const family = application && registry.localized(application.code, requestLanguage(request));
      if (application?.reference == null || application.issuedOn === null || family === undefined) return fail(STATUS_FAILED, familyText(request, 'documentNotFound'));
      const today = todayOf(context);
      return ok({
        item: {
          reference: application.reference,
          familyName: family.name,
          title: family.issues.title,
          holderName: store.familyApplications.holder(application.userId).name,
          issuedOn: application.issuedOn,
          validUntil: application.validUntil,
          valid: application.stage === 'ISSUED' && (application.validUntil === null || today <= application.validUntil),
        },
      });
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { downloadLocalizedFileRoute } from './downloadLocalizedFile.ts';
import { getAccountExampleImageRoute } from './getAccountExampleImage.ts';
import { getMessageRoute } from './getMessage.ts';
import { getMessagesRoute } from './getMessages.ts';
import { getOrganisationSettingsRoute } from './getOrganisationSettings.ts';
import { getPasswordMinimumLengthRoute } from './getPasswordMinimumLength.ts';
import { getPortalLicenceAgreementRoute } from './getPortalLicenceAgreement.ts';
import { getPortalLicenceAgreementHashRoute } from './getPortalLicenceAgreementHash.ts';
import { getPortalWelcomeMessageRoute } from './getPortalWelcomeMessage.ts';
import { getSettingsRoute } from './getSettings.ts';
import { isExistingLocalizedFileRoute } from './isExistingLocalizedFile.ts';
import { setLanguageRoute } from './setLanguage.ts';
import { validateReCaptchaKeyRoute } from './validateReCaptchaKey.ts';

/** The /Utility calls shared by every screen (000 §7, 001 §7). */
export function utilityRoutes(app: FastifyInstance, store: Store): void {
  getSettingsRoute(app, store);
  getOrganisationSettingsRoute(app, store);
  getPasswordMinimumLengthRoute(app, store);
  getMessageRoute(app, store);
  getMessagesRoute(app, store);
  getPortalWelcomeMessageRoute(app, store);
  getAccountExampleImageRoute(app);
  isExistingLocalizedFileRoute(app, store);
  downloadLocalizedFileRoute(app, store);
  setLanguageRoute(app, store);
  getPortalLicenceAgreementRoute(app, store);
  getPortalLicenceAgreementHashRoute(app, store);
  validateReCaptchaKeyRoute(app);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openApi.ts';

describe('openapi.json', () => {
  it('is the document printed from the current route schemas (run `npm run openapi:print`)', async () => {
    const committed = readFileSync(join(import.meta.dirname, '..', 'openapi.json'), 'utf8');
    expect(await openApiDocument()).toBe(committed);
  });

  it('documents every call of the README and no development endpoint', async () => {
    const document = JSON.parse(await openApiDocument()) as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/Account/GetItem',
      '/Account/GetItems',
      '/Session/Create',
      '/Session/ValidateOtp',
      '/Utility/DownloadLocalizedFile',
      '/Utility/GetAccountExampleImage',
      '/Utility/GetMessage',
      '/Utility/GetMessages',
      '/Utility/GetOrganisationSettings',
      '/Utility/GetPasswordMinimumLength',
      '/Utility/GetPortalLicenceAgreement',
      '/Utility/GetPortalLicenceAgreementHash',
      '/Utility/GetPortalWelcomeMessage',
      '/Utility/GetSettings',
      '/Utility/IsExistingLocalizedFile',
      '/Utility/SetLanguage',
      '/Utility/ValidateReCaptchaKey',
      '/account/ActivateAccount',
      '/account/ChangeEmail',
      '/account/ChangeEmailComplete',
      '/account/ChangeMobilePhoneNoComplete',
      '/account/ChangeMobilePhoneNoRequest',
      '/account/ChangePassword',
      '/account/GetProfileDetails',
      '/account/GetProfileStatus',
      '/account/Login',
      '/account/LoginWithOtpStage1',
      '/account/Logout',
      '/account/RegisterProfile',
      '/account/ResendActivationOtpCode',
      '/account/ResetUserPassword',
      '/account/SendResetUserPassword',
    ]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) expect(operation.summary, path).toBeTruthy();
    }
  });
});

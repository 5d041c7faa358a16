import { demoUsers, expect, signIn, test } from '../support/fixtures.ts';
import { FAMILY_CODES, fillFamily, submit, uploadDocuments } from './applicationFamiliesForm.ts';

// Every application family of 002 §1 through the one wizard (docs/applicationFamilies.md). A file of its own so
// that the test runner gives it to whichever worker is free (applicationFamilies.spec.ts holds the review flow).

test('every family is filled from its sample and submitted through the wizard', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, demoUsers.customerByEmail);
  await expect(page).toHaveURL(/\/userHome$/);
  for (const code of FAMILY_CODES) {
    await test.step(code, async () => {
      await page.goto(`/apply/${code}`);
      await fillFamily(page, code);
      await uploadDocuments(page);
      await submit(page, 'Submitted');
    });
  }
});

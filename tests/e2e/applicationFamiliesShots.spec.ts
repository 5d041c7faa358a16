import { join } from 'node:path';
import { test } from '../support/fixtures.ts';
import { shotsDir } from '../support/shots.ts';
import { type Shoot, familyFlow } from './applicationFamiliesFlow.ts';

// The families' screens for people to look at (wizard, review, the payment's result, the applicant's detail
// with the receipt, the employee's review, the verification page), two families each way round so that every
// screen is taken in English and in Arabic, at 1280 and 390 px. Four whole flows: only when asked, `FAMILY_SHOTS=1`.

const FAMILIES = ['waterExtraction', 'drillerLicence'] as const;
const WIDTHS = [1280, 390] as const;

test('the families screens in English and Arabic, wide and narrow', async ({ browser }) => {
  test.setTimeout(600_000);
  const dir = shotsDir('applicationFamilies');
  for (const code of FAMILIES) {
    const shoot: Shoot = async (page, screen, language) => {
      const height = page.viewportSize()?.height ?? 800;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: join(dir, `${code}-${screen}-${language}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: WIDTHS[0], height });
    };
    for (const applicantLanguage of ['en', 'ar'] as const) await familyFlow(browser, { code, applicantLanguage, shoot });
  }
});

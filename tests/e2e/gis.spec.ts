import type { Page } from '@playwright/test';
import { demoUsers, expect as baseExpect, signedInPage, test, utilityApiSession, utilityApiUrl } from '../support/fixtures.ts';
import { textContrast } from '../support/contrast.ts';
import { shot, shotsDir } from '../support/shots.ts';

// Web map and GIS administration (issue #9, 002 §2 webgis, gisAdministration; §3 GIS settings; §9 map
// distance): staff find a meter on the map from its enquiry and open the enquiry again from the map (by mouse
// and by keyboard), toggle layers, zoom, see the plain-background notice offline, configure the reference
// API's own WMS as map server and see its background; the field worker uses the map but not its administration.

/** Route loaders fetch before a screen shows; other suites share the machine, so waits are generous. */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = shotsDir('gis');
const NARROW = { width: 390, height: 844 };
/** The reference WMS's land fill (utility-api/src/routes/gis/wms.ts). */
const WMS_FILL = [222, 235, 208];

const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
const shoot = (page: Page, name: string) => shot(page, SHOTS, name);

const zoomOf = async (page: Page) => Number(await page.getByTestId('gis-map').getAttribute('data-zoom'));
const centreOf = async (page: Page) => ((await page.getByTestId('gis-map').getAttribute('data-centre')) ?? '').split(',').map(Number);

/** Whether some pixel near the map's top-start corner has the reference WMS's land colour. */
async function drawsWmsBackground(page: Page): Promise<boolean> {
  return page.getByTestId('gis-map').evaluate((map, fill) => {
    for (const canvas of map.querySelectorAll('canvas')) {
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context || canvas.width < 40) continue;
      const { data } = context.getImageData(20, 20, 20, 20);
      for (let index = 0; index < data.length; index += 4) {
        if (Math.abs(data[index]! - fill[0]!) <= 2 && Math.abs(data[index + 1]! - fill[1]!) <= 2 && Math.abs(data[index + 2]! - fill[2]!) <= 2) return true;
      }
    }
    return false;
  }, WMS_FILL);
}

test('staff find a meter on the map from its enquiry and open its enquiry from the map', async ({ browser }) => {
  test.setTimeout(90_000);
  const staffApi = await utilityApiSession(demoUsers.employee);
  const { item: meter } = await staffApi<{ item: { latitude: number; longitude: number; label: string } }>('/Gis/Locate', { Kind: 'meter', Id: 1 });
  const meterId = globalId('Meter', 1);
  const page = await signedInPage(browser, demoUsers.employee);

  await page.goto(`/enquiries/meters/${meterId}`);
  await expect(page.getByTestId('enquiry-meter-view')).toBeVisible();
  await page.getByTestId('show-on-map').click();
  await expect(page).toHaveURL(new RegExp(`/webgis\\?find=${meterId}$`));
  const map = page.getByTestId('gis-map');
  await expect(map).toHaveAttribute('data-selected', meterId);
  await expect(page.getByTestId('gis-selected')).toHaveAttribute('data-object-id', meterId);
  await expect(page.getByTestId('gis-selected')).toContainText(meter.label);
  await expect(map).toHaveAttribute('data-centre', `${meter.longitude.toFixed(6)},${meter.latitude.toFixed(6)}`);
  // 002 §9: the map is centred on it, so its distance from the centre is 100 m or less: 'All'.
  await expect(page.getByTestId('gis-selected-distance')).toHaveText('From the map centre: All');
  // Offline and with no map server configured: the plain background, said so.
  await expect(page.getByTestId('gis-background-notice')).toHaveText('No map server is configured: the map shows a plain background.');
  await expect(map).toHaveAttribute('data-background', 'plain');

  // By mouse: the selected meter's "Open enquiry".
  await page.getByTestId('gis-open-enquiry').click();
  await expect(page).toHaveURL(new RegExp(`/enquiries/meters/${meterId}$`));
  await expect(page.getByTestId('enquiry-meter-view')).toBeVisible();

  // By keyboard: through the list of the objects in view, to the enquiry of the chosen one.
  await page.goBack();
  await expect(page.getByTestId('gis-feature-list')).toBeVisible();
  const connection = page.getByTestId('gis-feature').and(page.locator('[data-kind="CONNECTION"]')).first();
  const connectionId = await connection.getAttribute('data-object-id');
  await connection.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('gis-selected')).toHaveAttribute('data-object-id', connectionId ?? '-');
  await page.getByTestId('gis-open-enquiry').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enquiries/connections/${connectionId}$`));
  await expect(page.getByTestId('enquiry-connection-view')).toBeVisible();
  await page.context().close();
});

test('layer toggles, zoom buttons, keyboard panning, the find box and the nearby radius', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, demoUsers.employee);
  await page.goto(`/webgis?find=${globalId('Meter', 1)}`);
  const map = page.getByTestId('gis-map');
  await expect(page.getByTestId('gis-feature').and(page.locator('[data-kind="METER"]')).first()).toBeVisible();

  await page.getByTestId('gis-layer-METERS').uncheck();
  await expect(page.getByTestId('gis-feature').and(page.locator('[data-kind="METER"]'))).toHaveCount(0);
  await expect(page.getByTestId('gis-feature').and(page.locator('[data-kind="CONNECTION"]')).first()).toBeVisible();
  await page.getByTestId('gis-layer-CONNECTIONS').uncheck();
  await expect(page.getByTestId('gis-feature').and(page.locator('[data-kind="CONNECTION"]'))).toHaveCount(0);
  await page.getByTestId('gis-layer-METERS').check();
  await expect(page.getByTestId('gis-feature').and(page.locator('[data-kind="METER"]')).first()).toBeVisible();

  const zoom = await zoomOf(page);
  await page.getByTestId('gis-zoom-out').click();
  await expect.poll(() => zoomOf(page)).toBe(zoom - 1);
  await page.getByTestId('gis-zoom-in').click();
  await expect.poll(() => zoomOf(page)).toBe(zoom);

  const [longitude] = await centreOf(page);
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await centreOf(page))[0]).toBeGreaterThan(longitude ?? 0);

  // The radius options read per 002 §9, and a radius keeps only what is within it.
  await expect(page.getByTestId('gis-radius').locator('option')).toHaveText(['All', '250 m', '500 m', '1 km', '2 km', '5 km']);
  const find = page.getByTestId('gis-find');
  await find.fill('no such object');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('Not found on map')).toBeVisible();
  await expect(find).toHaveValue('no such object');

  // The island (the map 'Cyprus', zoom 8) with every layer shown: more objects than one answer lists (500). The
  // list says how many the server counted in view instead of "nothing in view", and the map draws one bubble per
  // cell with each layer's share, the bubbles apart and their counts readable, adding up to that count.
  const mapChoice = page.getByLabel('Map', { exact: true });
  await mapChoice.selectOption({ index: 1 });
  await mapChoice.selectOption({ label: 'Cyprus' });
  for (const layer of ['PROPERTIES', 'METERS']) await page.getByTestId(`gis-layer-${layer}`).check();
  await expect(page.getByTestId('gis-too-many')).toContainText('objects in and around the view: too many to list. Zoom in to list them.');
  await expect(page.getByText('Nothing of the shown layers in view.')).toHaveCount(0);
  const inView = await expectReadableBubbles(page);
  await expect(page.getByTestId('gis-zoom-notice')).toContainText(inView.toLocaleString('en'));
  await page.setViewportSize(NARROW);
  await expectReadableBubbles(page);
  await expect.poll(() => zoomOf(page)).toBe(8);
  await page.getByTestId('gis-list-zoom-in').click();
  await expect.poll(() => zoomOf(page)).toBe(9);
  await page.context().close();
});

/**
 * The objects in view as the layer toggles count them, which the list says and the cell bubbles add up to;
 * no bubble overlaps another and their counts read at 4.5:1 or more.
 */
async function expectReadableBubbles(page: Page): Promise<number> {
  const layerCounts = page.locator('[data-testid^="gis-layer-count-"]');
  const counted = async () => (await layerCounts.allTextContents()).reduce((sum, text) => sum + Number(text), 0);
  const bubbled = async () => (await page.getByTestId('gis-cell').evaluateAll((cells) => cells.map((cell) => Number((cell as HTMLElement).dataset['count'])))).reduce((sum, count) => sum + count, 0);
  const said = async () => Number(await page.getByTestId('gis-too-many').getAttribute('data-count'));
  await expect
    .poll(async () => {
      const total = await counted();
      return [total > 500, await said() - total, await bubbled() - total];
    }, { intervals: [100, 200] })
    .toEqual([true, 0, 0]);
  const boxes = (await Promise.all((await page.getByTestId('gis-cell').all()).map((cell) => cell.boundingBox()))).filter((box) => box !== null);
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  }
  expect(await textContrast(page.getByTestId('gis-cell-count').first())).toBeGreaterThanOrEqual(4.5);
  return counted();
}

test('GIS administration saves the map server, and the map draws its background or says it cannot', async ({ browser }) => {
  test.setTimeout(120_000);
  const staffApi = await utilityApiSession(demoUsers.employee);
  const page = await signedInPage(browser, demoUsers.employee);
  try {
    await page.goto('/gisAdministration');
    await page.getByRole('link', { name: 'GIS settings' }).first().click();
    await expect(page).toHaveURL(/\/gisAdministration\/gisSettings$/);
    const form = page.getByTestId('gis-settings-form');
    await form.getByLabel('Server type').selectOption('WMS');
    await form.getByLabel('Server URL').fill('maps.example');
    await page.getByTestId('gis-settings-save').click();
    await expect(form.getByLabel('Server URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    await expect(form.getByText('Mandatory Field')).toBeVisible();

    await form.getByLabel('Server URL').fill(`${utilityApiUrl()}/Gis/Wms`);
    await form.getByLabel('Workspace').fill('portal');
    await form.getByLabel('Background layer').fill('background');
    await form.getByLabel('Element layer name').fill('elements');
    await page.getByTestId('gis-settings-save').click();
    await expect(page.getByText('GIS settings saved')).toBeVisible();
    const { settings } = await staffApi<{ settings: { serverType: string; serverUrl: string } }>('/Gis/GetSettings');
    expect(settings).toMatchObject({ serverType: 'WMS', serverUrl: `${utilityApiUrl()}/Gis/Wms` });

    await page.goto('/webgis');
    const map = page.getByTestId('gis-map');
    await expect(map).toHaveAttribute('data-background', 'loaded');
    await expect(page.getByTestId('gis-background-notice')).toHaveCount(0);
    await expect.poll(() => drawsWmsBackground(page)).toBe(true);
    await shoot(page, 'webgis-wms-en-desktop');
    const arabic = await signedInPage(browser, demoUsers.employee, 'ar');
    try {
      await arabic.goto('/webgis');
      await expect(arabic.getByTestId('gis-map')).toHaveAttribute('data-background', 'loaded');
      await expect.poll(() => drawsWmsBackground(arabic)).toBe(true);
      await shoot(arabic, 'webgis-wms-ar-desktop');
    } finally {
      await arabic.context().close();
    }

    // A layer the server does not have: the plain background again, with a notice.
    await staffApi('/Gis/SaveSettings', { ServerType: 'WMS', ServerUrl: `${utilityApiUrl()}/Gis/Wms`, BackgroundLayer: 'roads' });
    await page.reload();
    await expect(map).toHaveAttribute('data-background', 'failed');
    await expect(page.getByTestId('gis-background-notice')).toHaveText('The map server could not be reached: the map shows a plain background.');
    expect(await drawsWmsBackground(page)).toBe(false);
  } finally {
    await staffApi('/Gis/SaveSettings', { ServerType: 'none' });
    await page.context().close();
  }
});

test('GIS administration saves maps, map layers and user settings', async ({ browser }) => {
  test.setTimeout(90_000);
  const staffApi = await utilityApiSession(demoUsers.employee);
  const page = await signedInPage(browser, demoUsers.employee);
  await page.goto('/gisAdministration/mapsSettings');
  const form = page.getByTestId('gis-map-form');
  await form.getByLabel('Name').fill('Troodos');
  await form.getByLabel('Centre latitude').fill('95');
  await page.getByTestId('gis-map-save').click();
  await expect(form.getByText('Enter a latitude between −90 and 90')).toBeVisible();
  await form.getByLabel('Centre latitude').fill('34.94');
  await form.getByLabel('Centre longitude').fill('32.86');
  await form.getByLabel('Zoom').fill('12');
  await page.getByTestId('gis-map-save').click();
  await expect(page.getByText('Map Troodos saved')).toBeVisible();
  await expect(page.getByTestId('gis-maps-table')).toContainText('Troodos');

  await page.getByRole('link', { name: 'Layers of Troodos' }).click();
  await expect(page.getByTestId('gis-map-settings-map')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Move Network elements up' }).click();
  await page.getByTestId('gis-map-layers-save').click();
  await expect(page.getByText('Map settings of Troodos saved')).toBeVisible();
  const { maps } = await staffApi<{ maps: Array<{ name: string; layers: Array<{ layer: string; position: number }> }> }>('/Gis/GetSettings');
  const troodos = maps.find((map) => map.name === 'Troodos');
  expect(troodos?.layers.sort((a, b) => a.position - b.position).map((layer) => layer.layer)).toEqual(['properties', 'connections', 'elements', 'meters']);

  await page.goto('/gisAdministration/gisUserSettings');
  await page.getByTestId('gis-default-map').selectOption({ label: 'Troodos' });
  await page.getByTestId('gis-user-settings-save').click();
  await expect(page.getByText('Your map settings are saved')).toBeVisible();
  await page.goto('/webgis');
  await expect(page.getByTestId('gis-map-select')).toHaveValue(String((await staffApi<{ item: { defaultMapId: number } }>('/Gis/GetUserSettings')).item.defaultMapId));

  // Clean up: the seeded maps and no default map.
  await staffApi('/Gis/SaveUserSettings', { DefaultMapId: null });
  await page.goto('/gisAdministration/mapsSettings');
  await page.getByRole('button', { name: 'Delete Troodos' }).click();
  await page.getByRole('button', { name: 'Delete Troodos' }).click();
  await expect(page.getByText('Map Troodos deleted')).toBeVisible();
  await page.context().close();
});

test('the field worker uses the web map and their own map settings, but not GIS administration', async ({ browser }) => {
  const page = await signedInPage(browser, demoUsers.fieldWorker);
  await page.goto('/webgis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web map');
  await expect(page.getByTestId('gis-map')).toHaveAttribute('data-centre', /\d/);
  await page.getByRole('link', { name: 'My map settings' }).click();
  await expect(page).toHaveURL(/\/webgis\/userSettings$/);
  await expect(page.getByTestId('gis-user-settings-form')).toBeVisible();
  await page.goto('/gisAdministration/gisSettings');
  await expect(page).not.toHaveURL(/gisAdministration/);
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query: 'mutation { saveGisSettings(input: { serverType: NONE }) { userErrors { code } } }' },
  });
  const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await page.context().close();
});

test('screenshots of the web map and GIS administration in en and ar, desktop and narrow', async ({ browser }) => {
  test.setTimeout(180_000);
  const meterId = globalId('Meter', 1);
  for (const language of ['en', 'ar'] as const) {
    const page = await signedInPage(browser, demoUsers.employee, language);
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['narrow', NARROW]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/enquiries/meters/${meterId}`);
      await expect(page.getByTestId('show-on-map')).toBeVisible();
      await shoot(page, `meter-enquiry-${language}-${size}`);
      await page.goto(`/webgis?find=${meterId}`);
      await expect(page.getByTestId('gis-feature-list')).toBeVisible();
      await shot(page, SHOTS, `webgis-${language}-${size}`, { settleMs: 500 });
      await page.goto('/webgis');
      await expect(page.getByTestId('gis-map')).toHaveAttribute('data-centre', /\d/);
      await shot(page, SHOTS, `webgis-island-${language}-${size}`, { settleMs: 800 });
      for (const screen of ['', '/gisSettings', '/mapsSettings', '/mapSettings', '/gisUserSettings']) {
        await page.goto(`/gisAdministration${screen}`);
        await expect(page.getByTestId('gis-admin')).toBeVisible();
        await shoot(page, `gisAdministration${screen.replace('/', '-') || '-home'}-${language}-${size}`);
      }
    }
    await page.context().close();
  }
});

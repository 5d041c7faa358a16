import { asRecord } from './read.ts';

/** Navigation items of the customer and employee menus (`000 §2`, Application shell). */
const MENU_ITEMS = [
  'userHome',
  'account',
  'financial',
  'readings',
  'apps',
  'emails',
  'attachments',
  'dashscreen',
  'billPayment',
  'contactUs',
  'halfHourEstimatedConsumption',
  'employeeHome',
  'applications',
  'omApplications',
  'disconnections',
  'dm',
  'assets',
  'elements',
  'logs',
  'samples',
  'captureMeterReadings',
  'webgis',
  'gisAdministration',
] as const;

/** Menu icon images shorter than this count as absent (`000 §2`, Application shell). */
const MIN_MENU_ICON_LENGTH = 21;

export interface MenuIconModel {
  item: string;
  image: string | null;
}

/** Every menu item with its image or null, so that clients can tell whether all items have one. */
export function mapMenuIcons(value: unknown): MenuIconModel[] {
  const icons = asRecord(value) ?? {};
  const items = [...MENU_ITEMS, ...Object.keys(icons).filter((key) => !(MENU_ITEMS as readonly string[]).includes(key))];
  return items.map((item) => {
    const image = icons[item];
    return { item, image: typeof image === 'string' && image.length >= MIN_MENU_ICON_LENGTH ? image : null };
  });
}

import type { GatewayContext } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';

/** The web map and its settings are open to employees with `webGis` or `gisAdministration` (000 §6). */
export async function requireGisReader(ctx: GatewayContext): Promise<void> {
  await requireEmployee(ctx, ['webGis', 'gisAdministration']);
}

export function checkBbox(bbox: readonly number[], degrees: boolean): void {
  const [minX, minY, maxX, maxY] = bbox;
  const valid =
    bbox.length === 4 &&
    bbox.every(Number.isFinite) &&
    minX !== undefined && minY !== undefined && maxX !== undefined && maxY !== undefined &&
    minX < maxX && minY < maxY &&
    (!degrees || (minX >= -180 && maxX <= 180 && minY >= -90 && maxY <= 90));
  if (!valid) throw badUserInputError('bbox must be [minX, minY, maxX, maxY] with each minimum below its maximum.');
}

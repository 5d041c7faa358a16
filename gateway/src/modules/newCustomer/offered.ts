import type { GatewayContext } from '../../context.ts';
import { loadSettings } from '../settings/sharedSettings.ts';

/**
 * The utility offers new customer applications (`000 §3` setting newCustomerApplication): the setting
 * holds in the gateway, not only in the client's menu, so an integrator cannot apply while it is off.
 */
export async function newCustomerOffered(ctx: GatewayContext): Promise<boolean> {
  return (await loadSettings(ctx)).newCustomerApplication;
}

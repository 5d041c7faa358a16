import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { loadOrganisation, loadSettings } from './sharedSettings.ts';

const settings: ResolverOf<'Query', 'settings'> = (_, __, ctx) => loadSettings(ctx);

const organisation: ResolverOf<'Query', 'organisation'> = (_, __, ctx) => loadOrganisation(ctx);

/** The script comes from the gateway's configuration, the key from the utility's settings. */
const reCaptchaScriptUrl: ResolverOf<'Settings', 'reCaptchaScriptUrl'> = (model, _, ctx) =>
  model.reCaptchaSiteKey === null ? null : ctx.services.config.recaptcha.scriptUrl;

export const settingsResolvers: Resolvers = {
  Query: { settings, organisation },
  Settings: { reCaptchaScriptUrl },
};

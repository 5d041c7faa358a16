import type { FieldResolver, NoArgs, Resolvers } from '../../schema/resolverTypes.ts';
import type { OrganisationModel } from './mapOrganisation.ts';
import type { SettingsModel } from './mapSettings.ts';
import { loadOrganisation, loadSettings } from './sharedSettings.ts';

const settings: FieldResolver<unknown, NoArgs, SettingsModel> = (_, __, ctx) => loadSettings(ctx);

const organisation: FieldResolver<unknown, NoArgs, OrganisationModel> = (_, __, ctx) => loadOrganisation(ctx);

/** The script comes from the gateway's configuration, the key from the utility's settings. */
const reCaptchaScriptUrl: FieldResolver<SettingsModel, NoArgs, string | null> = (model, _, ctx) =>
  model.reCaptchaSiteKey === null ? null : ctx.services.config.recaptcha.scriptUrl;

export const settingsResolvers: Resolvers = {
  Query: { settings, organisation },
  Settings: { reCaptchaScriptUrl },
};

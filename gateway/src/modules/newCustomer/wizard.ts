import type { GatewayContext } from '../../context.ts';
import { getAddressLineNames, getCustomFields, getListItems, getLookups, type UpstreamLookupItem } from './api.ts';
import { CUSTOM_FIELD_TYPES, NEW_CUSTOMER_FILE_EXTENSIONS, NEW_CUSTOMER_FILE_MAX_BYTES, STEPS } from './rules.ts';

const option = (item: UpstreamLookupItem) => ({ optionId: item.id, name: item.description });

function idType(item: UpstreamLookupItem) {
  const bar = item.description.indexOf('|');
  return { idTypeId: item.id, name: item.description.slice(bar + 1), description: item.description, regularExpression: item.regExpr ?? null };
}

/** `NewCustomerWizard`: the four upstream reads run together, then the items of every lookup and library field. */
export async function newCustomerWizard(_: unknown, __: unknown, ctx: GatewayContext) {
  const [lookups, addressLineNames, fields] = await Promise.all([
    getLookups(ctx.upstream, ctx.language),
    getAddressLineNames(ctx.upstream, ctx.language),
    getCustomFields(ctx.upstream, ctx.language),
  ]);
  const customFields = await Promise.all(
    fields.map(async (field) => {
      const type = CUSTOM_FIELD_TYPES[field.type] ?? 'STRING';
      const list = type === 'LOOKUP' ? 'lookup' : type === 'LIBRARY' ? 'library' : null;
      const items = list === null || field.dataId === null ? [] : await getListItems(ctx.upstream, list, field.dataId);
      return { ...field, type, items };
    }),
  );
  return {
    idTypes: lookups.idTypes.map(idType),
    genders: lookups.genders.map(option),
    consumerTypes: lookups.consumerTypes.map(option),
    accountTypes: lookups.accountTypes.map(option),
    guideNotes: lookups.guideNotes.flatMap((note) => {
      const step = STEPS[note.id - 1];
      return step === undefined ? [] : [{ step, text: note.description }];
    }),
    addressLineNames,
    customFields,
    fileMaxBytes: NEW_CUSTOMER_FILE_MAX_BYTES,
    fileExtensions: [...NEW_CUSTOMER_FILE_EXTENSIONS],
  };
}

import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getAddressLineNames, getCustomFields, getListItems, getLookups, type UpstreamLookupItem, type UpstreamLookups } from './api.ts';
import { newCustomerMessage } from './messages.ts';
import { newCustomerOffered } from './offered.ts';
import { CUSTOM_FIELD_TYPES, NEW_CUSTOMER_FILE_EXTENSIONS, NEW_CUSTOMER_FILE_MAX_BYTES, STEPS } from './rules.ts';

const option = (item: UpstreamLookupItem) => ({ optionId: item.id, name: item.description });

function idType(item: UpstreamLookupItem) {
  const bar = item.description.indexOf('|');
  return { idTypeId: item.id, name: item.description.slice(bar + 1), description: item.description, regularExpression: item.regExpr ?? null };
}

type DataPart = 'LOOKUPS' | 'CUSTOM_FIELDS' | 'LIBRARY';

/** An upstream read failed: its part and the utility's text (or a generic one when it could not be reached). */
class PartFailed extends Error {
  readonly part: DataPart;
  readonly text: string;
  constructor(part: DataPart, text: string) {
    super(text);
    this.part = part;
    this.text = text;
  }
}

/** Runs one read of `part`; an upstream failure becomes a PartFailed, anything else stays a bug. */
async function readPart<T>(ctx: GatewayContext, part: DataPart, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const text = error.kind === 'rejected' && error.text ? error.text : newCustomerMessage('serviceUnavailable', ctx.language);
    throw new PartFailed(part, text);
  }
}

const NO_LOOKUPS: UpstreamLookups = { idTypes: [], genders: [], consumerTypes: [], accountTypes: [], guideNotes: [] };

/**
 * `NewCustomerWizard`: the four upstream reads run together, then the items of every lookup and library
 * field. A failed read does not fail the wizard (`002 §8`): its lists stay empty and `problems` names it, so
 * the portal can react as the spec says (a warning with the utility's text, 'cannot get data from server', or
 * /login for a library). Custom fields are all or nothing: one failed field leaves the step out. Every read
 * is the same for every visitor and anonymous upstream, so all are kept in the shared cache
 * (`cache/sharedLookups.ts`) once `newCustomerOffered` allowed the request.
 */
export async function newCustomerWizard(_: unknown, __: unknown, ctx: GatewayContext) {
  if (!(await newCustomerOffered(ctx))) throw forbiddenError(newCustomerMessage('notOffered', ctx.language));
  const problems: Array<{ part: DataPart; message: string }> = [];
  const settle = async <T>(read: Promise<T>, fallback: T): Promise<T> => {
    try {
      return await read;
    } catch (error) {
      if (!(error instanceof PartFailed)) throw error;
      if (!problems.some((problem) => problem.part === error.part)) problems.push({ part: error.part, message: error.text });
      return fallback;
    }
  };
  const readCustomFields = async () => {
    const fields = await readPart(ctx, 'CUSTOM_FIELDS', () => getCustomFields(ctx.upstream, ctx.language));
    return Promise.all(
      fields.map(async (field) => {
        const type = CUSTOM_FIELD_TYPES[field.type] ?? 'STRING';
        const list = type === 'LOOKUP' ? 'lookup' : type === 'LIBRARY' ? 'library' : null;
        const items =
          list === null || field.dataId === null
            ? []
            : await readPart(ctx, list === 'library' ? 'LIBRARY' : 'CUSTOM_FIELDS', () => getListItems(ctx.upstream, list, field.dataId as number));
        return { ...field, type, items };
      }),
    );
  };
  const [lookups, addressLineNames, customFields] = await Promise.all([
    settle(readPart(ctx, 'LOOKUPS', () => sharedLookup(ctx, 'newCustomer', () => getLookups(ctx.upstream, ctx.language))), NO_LOOKUPS),
    settle(readPart(ctx, 'LOOKUPS', () => sharedLookup(ctx, 'newCustomerAddressLines', () => getAddressLineNames(ctx.upstream, ctx.language))), [] as string[]),
    // The fields with their items, whole: one that failed is never kept (`cache/ttlCache.ts`), so all or nothing holds.
    settle(sharedLookup(ctx, 'newCustomerFields', readCustomFields), []),
  ]);
  return {
    problems,
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

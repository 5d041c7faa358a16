import { MAX_TEXT_IDS_PER_CALL } from '../modules/texts/textLoader.ts';
import { MAX_GROUP_ITEMS, MAX_VALUES } from '../../../shared/applicationForms/definition.ts';
import { APPLICATION_STAGES } from '../../../shared/applicationForms/stages.ts';
import { MULTIPART_LIMITS } from './limits.ts';

/*
 * The hard cap of every list argument and list input field of the schema, by schema coordinate
 * (`Type.field(argument:)` or `Input.field`). A longer list is refused before anything runs
 * (`operationLimits.ts`) and again by the field's resolver (`listCapResolvers.ts`), so that no
 * request can make the gateway or the utility API work through an unbounded list (100,000 text ids
 * once took 80 s and ~500 upstream calls). A cap is not the field's own rule: where a field refuses
 * fewer items as a user error (50 log values, 3 attachments), the cap is above it so that the user
 * error stays what a user sees. `listCaps.test.ts` checks that every list of the schema has a cap
 * and that its description states it ("at most N items").
 */

/** A screen asks for a handful of texts; one field never takes more than one `/Utility/GetMessages` call. */
export const MAX_TEXT_IDS = MAX_TEXT_IDS_PER_CALL;

/** A Relay refetch of one page of objects. */
const MAX_NODE_IDS = 100;

/** Element-type filters of the network-element list: the utility has a few dozen types. */
const MAX_ELEMENT_TYPE_IDS = 100;

/** A bounding box or an extent: [minX, minY, maxX, maxY]. */
const BOX_ITEMS = 4;

/** Lists of map layers (`MapLayer` has 4; repeating one changes nothing). */
const MAX_MAP_LAYERS = 20;

/** The layer settings of one GIS map. */
const MAX_GIS_MAP_LAYER_SETTINGS = 20;

/** Stage or status filters of the debt-management work list. */
const MAX_DEBT_CASE_FILTER_VALUES = 20;

/** Files of one field: no request carries more (`MULTIPART_LIMITS.files`). */
const MAX_FILES_PER_FIELD = MULTIPART_LIMITS.files;

/** Attachments to remove from a message, which holds at most 3 (`002 §5`). */
const MAX_REMOVED_ATTACHMENT_IDS = 10;

/** Address lines 1 to 5 of a new customer's address (`NewCustomerWizard.addressLineNames`). */
const MAX_ADDRESS_LINES = 5;

/** Custom-field values of a new-customer application. */
const MAX_CUSTOM_FIELD_VALUES = 100;

/** Property values of a network element saved at once. */
const MAX_ELEMENT_PROPERTY_VALUES = 200;

/** Log values saved at once; more than 50 is a user error (`modules/measurements/mutations.ts`). */
export const MAX_LOG_ENTRIES = 100;

/** Lines of a store requisition; more than 50 is a user error (`modules/workforce/resolvers.ts`). */
const MAX_REQUISITION_LINES = 100;

/** Values of one family application saved at once (shared/applicationForms/definition.ts). */
const MAX_FAMILY_VALUES = MAX_VALUES;

/** One choice per notification kind (utility-api/src/notifications/kinds.ts has 7). */
const MAX_NOTIFICATION_PREFERENCES = 7;

/** Stages of the work queue's family filter: each of the 8 once (shared/applicationForms/stages.ts). */
const MAX_STAGE_FILTER_VALUES = APPLICATION_STAGES.length;

/** Group items removed at once: a group holds at most 50. */
const MAX_REMOVED_GROUP_ITEMS = MAX_GROUP_ITEMS;

export const LIST_CAPS: Readonly<Record<string, number>> = {
  'Query.texts(ids:)': MAX_TEXT_IDS,
  'Query.nodes(ids:)': MAX_NODE_IDS,
  'Query.elements(typeIds:)': MAX_ELEMENT_TYPE_IDS,
  'Query.mapFeatures(bbox:)': BOX_ITEMS,
  'Query.mapFeatures(view:)': BOX_ITEMS,
  'Query.mapFeatures(layers:)': MAX_MAP_LAYERS,
  'Query.gisMapImage(bbox:)': BOX_ITEMS,
  'SaveGisMapInput.visibleLayers': MAX_MAP_LAYERS,
  'SaveGisMapLayersInput.layers': MAX_GIS_MAP_LAYER_SETTINGS,
  'SaveGisUserSettingsInput.visibleLayers': MAX_MAP_LAYERS,
  'SaveGisUserSettingsInput.lastExtent': BOX_ITEMS,
  'DebtCaseFilter.stages': MAX_DEBT_CASE_FILTER_VALUES,
  'DebtCaseFilter.statuses': MAX_DEBT_CASE_FILTER_VALUES,
  'WorkQueueFilter.stages': MAX_STAGE_FILTER_VALUES,
  'AddApplicationMessageInput.attachments': MAX_FILES_PER_FIELD,
  'EditApplicationMessageInput.addAttachments': MAX_FILES_PER_FIELD,
  'EditApplicationMessageInput.deleteAttachmentIds': MAX_REMOVED_ATTACHMENT_IDS,
  'SubmitNewCustomerApplicationInput.files': MAX_FILES_PER_FIELD,
  'SubmitNewCustomerApplicationInput.customFieldValues': MAX_CUSTOM_FIELD_VALUES,
  'NewCustomerAddressInput.lines': MAX_ADDRESS_LINES,
  'SaveElementInput.values': MAX_ELEMENT_PROPERTY_VALUES,
  'SaveLogEntriesInput.entries': MAX_LOG_ENTRIES,
  'SaveStoreRequisitionInput.lines': MAX_REQUISITION_LINES,
  'SaveFamilyApplicationInput.values': MAX_FAMILY_VALUES,
  'SaveFamilyApplicationInput.removedItems': MAX_REMOVED_GROUP_ITEMS,
  'CopyFamilyApplicationInput.values': MAX_FAMILY_VALUES,
  'SaveNotificationPreferencesInput.preferences': MAX_NOTIFICATION_PREFERENCES,
};

import type { Db } from '../db/open.ts';
import { FALLBACK_LANGUAGE, type Language } from '../domain/constants.ts';
import { newCustomerQueueEntries } from './newCustomerQueue.ts';

/** A lookup entry of /NewCustomer/GetLookups (002 §3 Lookups returned). */
interface LookupItem {
  id: number;
  description: string;
  regExpr?: string;
}

interface NewCustomerLookups {
  idTypes: LookupItem[];
  genders: LookupItem[];
  consumerTypes: LookupItem[];
  accountTypes: LookupItem[];
  guideNotes: LookupItem[];
}

/** 002 §3 Custom field, as the wizard reads it (values empty) and as an application holds it. */
export interface CustomField {
  customFieldId: number;
  name: string;
  unitLabel: string | null;
  isMandatory: boolean;
  groupName: string;
  type: number;
  strValue: string | null;
  intValue: number | null;
  dblValue: number | null;
  dateValue: string | null;
  dataId: number | null;
  typeId: number | null;
  parentCustomFieldId: number | null;
  orderId: number;
  defaultValue: string | null;
}

/** 002 §3 Lookup items. */
interface ListItem {
  itemId: number;
  name: string;
  parentItemId: number | null;
  typeId: number;
}

export interface CustomValue {
  customFieldId: number;
  strValue: string | null;
  intValue: number | null;
  dblValue: number | null;
  dateValue: string | null;
  dataId: number | null;
}

export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface NewCustomerApplication {
  id: number;
  sessionId: number;
  language: string;
  fields: Record<string, string>;
  createdAt: string;
  files: Array<{ fileName: string; contentType: string; size: number }>;
  customValues: CustomValue[];
}

export interface NewCustomerStore {
  lookups(lang: Language): NewCustomerLookups;
  addressLineNames(lang: Language): string[];
  customFields(lang: Language): CustomField[];
  /** Items in `lang`: lookup items are JSON names by language, library items plain text. */
  listItems(kind: 'lookup' | 'library', listId: number, lang: Language): ListItem[];
  create(application: { sessionId: number; language: string; fields: Record<string, string>; createdAt: string }, files: StoredFile[]): number;
  /** False when the application is unknown or its values were saved already (they are written once). */
  saveCustomValues(applicationId: number, values: CustomValue[]): boolean;
  find(id: number): NewCustomerApplication | undefined;
  /** The newest application sent with this e-mail address (development and tests). */
  newestByEmail(email: string): NewCustomerApplication | undefined;
}

const localized = (names: string, lang: Language): string => {
  const parsed = JSON.parse(names) as Record<string, string>;
  return parsed[lang] ?? parsed[FALLBACK_LANGUAGE] ?? '';
};

interface FieldRow {
  id: number;
  name: string;
  unit_label: string | null;
  is_mandatory: number;
  group_name: string;
  type: number;
  data_id: number | null;
  parent_custom_field_id: number | null;
  order_id: number;
  default_value: string | null;
}

export function newCustomerStore(db: Db): NewCustomerStore {
  const lookupRows = db.prepare<[], { kind: string; item_id: number; description: string; reg_expr: string | null }>(
    'SELECT * FROM new_customer_lookups ORDER BY kind, item_id',
  );
  const lines = db.prepare<[], { name: string }>('SELECT name FROM new_customer_address_lines ORDER BY line_no');
  const fields = db.prepare<[], FieldRow>('SELECT * FROM custom_fields ORDER BY order_id');
  const items = db.prepare<[string, number], { item_id: number; name: string; parent_item_id: number | null; type_id: number }>(
    'SELECT * FROM custom_field_items WHERE list_kind = ? AND list_id = ? ORDER BY item_id',
  );
  const queueEntry = newCustomerQueueEntries(db);
  const insertApplication = db.prepare('INSERT INTO new_customer_applications (session_id, language, fields, created_at) VALUES (?, ?, ?, ?)');
  const insertFile = db.prepare('INSERT INTO new_customer_application_files (application_id, file_name, content_type, content) VALUES (?, ?, ?, ?)');
  const markSaved = db.prepare('UPDATE new_customer_applications SET custom_values_saved = 1 WHERE id = ? AND custom_values_saved = 0');
  const insertValue = db.prepare(
    `INSERT INTO new_customer_custom_values (application_id, custom_field_id, str_value, int_value, dbl_value, date_value, data_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const application = db.prepare<[number], { id: number; session_id: number; language: string; fields: string; created_at: string }>(
    'SELECT * FROM new_customer_applications WHERE id = ?',
  );
  const byEmail = db.prepare<[string], { id: number }>(
    "SELECT id FROM new_customer_applications WHERE lower(json_extract(fields, '$.Email')) = lower(?) ORDER BY id DESC LIMIT 1",
  );
  const files = db.prepare<[number], { file_name: string; content_type: string; size: number }>(
    'SELECT file_name, content_type, length(content) AS size FROM new_customer_application_files WHERE application_id = ? ORDER BY id',
  );
  const values = db.prepare<[number], { custom_field_id: number; str_value: string | null; int_value: number | null; dbl_value: number | null; date_value: string | null; data_id: number | null }>(
    'SELECT * FROM new_customer_custom_values WHERE application_id = ? ORDER BY custom_field_id',
  );

  const store: NewCustomerStore = {
    lookups: (lang) => {
      const result: NewCustomerLookups = { idTypes: [], genders: [], consumerTypes: [], accountTypes: [], guideNotes: [] };
      for (const row of lookupRows.all()) {
        const list = result[row.kind as keyof NewCustomerLookups];
        const item: LookupItem = { id: row.item_id, description: localized(row.description, lang) };
        if (row.reg_expr !== null) item.regExpr = row.reg_expr;
        list?.push(item);
      }
      return result;
    },
    addressLineNames: (lang) => lines.all().map((row) => localized(row.name, lang)),
    customFields: (lang) =>
      fields.all().map((row) => ({
        customFieldId: row.id,
        name: localized(row.name, lang),
        unitLabel: row.unit_label,
        isMandatory: row.is_mandatory === 1,
        groupName: localized(row.group_name, lang),
        type: row.type,
        strValue: null,
        intValue: null,
        dblValue: null,
        dateValue: null,
        dataId: row.data_id,
        typeId: null,
        parentCustomFieldId: row.parent_custom_field_id,
        orderId: row.order_id,
        defaultValue: row.default_value,
      })),
    listItems: (kind, listId, lang) =>
      items.all(kind, listId).map((row) => ({
        itemId: row.item_id,
        name: row.name.startsWith('{') ? localized(row.name, lang) : row.name,
        parentItemId: row.parent_item_id,
        typeId: row.type_id,
      })),
    create: (app, stored) =>
      db.transaction(() => {
        const id = Number(insertApplication.run(app.sessionId, app.language, JSON.stringify(app.fields), app.createdAt).lastInsertRowid);
        for (const file of stored) insertFile.run(id, file.fileName, file.contentType, file.content);
        // Staff see it in the customer-service queue (store/workQueue.ts, README "Work queues").
        queueEntry({ newCustomerApplicationId: id, fields: app.fields, files: stored, createdAt: app.createdAt });
        return id;
      })(),
    saveCustomValues: (applicationId, saved) =>
      db.transaction(() => {
        if (markSaved.run(applicationId).changes === 0) return false;
        for (const v of saved) insertValue.run(applicationId, v.customFieldId, v.strValue, v.intValue, v.dblValue, v.dateValue, v.dataId);
        return true;
      })(),
    find: (id) => {
      const row = application.get(id);
      if (row === undefined) return undefined;
      return {
        id: row.id,
        sessionId: row.session_id,
        language: row.language,
        fields: JSON.parse(row.fields) as Record<string, string>,
        createdAt: row.created_at,
        files: files.all(id).map((file) => ({ fileName: file.file_name, contentType: file.content_type, size: file.size })),
        customValues: values.all(id).map((v) => ({
          customFieldId: v.custom_field_id,
          strValue: v.str_value,
          intValue: v.int_value,
          dblValue: v.dbl_value,
          dateValue: v.date_value,
          dataId: v.data_id,
        })),
      };
    },
    newestByEmail: (email) => {
      const row = byEmail.get(email);
      return row === undefined ? undefined : store.find(row.id);
    },
  };
  return store;
}

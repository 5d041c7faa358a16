import type { Db } from '../db/open.ts';

/** 002 §3 custom field types used for element properties: 0 string, 1 integer, 2 decimal, 3 date, 4 lookup. */
export const PROPERTY_TYPES = { text: 0, integer: 1, decimal: 2, date: 3, lookup: 4 } as const;
type PropertyType = (typeof PROPERTY_TYPES)[keyof typeof PROPERTY_TYPES];

/** Integer and decimal fields accept 0 to 999,999,999 (002 §5, §9). */
const PROPERTY_NUMBER_MAX = 999_999_999;
const PROPERTY_TEXT_MAX = 200;

interface PropertyLookupItem {
  itemId: number;
  name: string;
}

/** A property definition of an element type, named in the request language. */
export interface PropertyDefinition {
  definitionId: number;
  typeId: number;
  groupName: string;
  /** 002 §3 custom field number: its order in the group list. */
  number: number;
  name: string;
  unit: string | null;
  type: PropertyType;
  isMandatory: boolean;
  items: PropertyLookupItem[];
}

/** A definition with the element's value (null when none is recorded) and, for lookups, the item's name. */
export interface PropertyValue extends PropertyDefinition {
  value: string | null;
  displayValue: string | null;
}

/** Why a value is refused (texts in routes/assets/texts.ts). */
export type PropertyProblem = 'mandatory' | 'integer' | 'decimal' | 'date' | 'lookup' | 'tooLong' | 'unknownProperty';

export interface ElementPropertyStore {
  definitions(typeId: number, language: string): PropertyDefinition[];
  values(elementId: number, typeId: number, language: string): PropertyValue[];
  /** Writes the values (null or '' removes one) in one transaction. */
  saveValues(elementId: number, values: ReadonlyArray<{ definitionId: number; value: string | null }>): void;
  /** Changes an element's name and status (the element edit form). */
  updateElement(elementId: number, name: string, status: 'active' | 'inactive'): void;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // 002 §9: dates up to year 1900 are treated as empty, so they are no value.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() > 1900;
}

/**
 * The stored form of a typed value, or the problem with it: integers are whole digits, decimals take up to
 * three decimals with a point or a comma, both within 0–999,999,999 (002 §5); dates are YYYY-MM-DD; lookups
 * an item id of the definition.
 */
export function normalizePropertyValue(definition: PropertyDefinition, raw: string | null): { value: string | null } | { problem: PropertyProblem } {
  const text = raw?.trim() ?? '';
  if (text === '') return definition.isMandatory ? { problem: 'mandatory' } : { value: null };
  switch (definition.type) {
    case PROPERTY_TYPES.integer: {
      if (!/^\d{1,9}$/.test(text)) return { problem: 'integer' };
      return { value: String(Number(text)) };
    }
    case PROPERTY_TYPES.decimal: {
      const normal = text.replace(',', '.');
      if (!/^\d{1,9}(\.\d{1,3})?$/.test(normal)) return { problem: 'decimal' };
      const number = Number(normal);
      return number > PROPERTY_NUMBER_MAX ? { problem: 'decimal' } : { value: String(number) };
    }
    case PROPERTY_TYPES.date:
      return isDay(text) ? { value: text } : { problem: 'date' };
    case PROPERTY_TYPES.lookup:
      return definition.items.some((item) => String(item.itemId) === text) ? { value: String(Number(text)) } : { problem: 'lookup' };
    default:
      return text.length > PROPERTY_TEXT_MAX ? { problem: 'tooLong' } : { value: text };
  }
}

type DefinitionRow = Omit<PropertyDefinition, 'isMandatory' | 'items' | 'type'> & { type: number; isMandatory: number; items: string | null };

const localized = (column: string) => `COALESCE(json_extract(${column}, '$.' || @language), json_extract(${column}, '$.en'))`;
const definitionColumns = `d.id AS definitionId, d.element_type_id AS typeId, ${localized('d.group_name')} AS groupName,
  d.order_id AS number, ${localized('d.name')} AS name, d.unit, d.type, d.is_mandatory AS isMandatory, d.items`;

function toDefinition(row: DefinitionRow, language: string): PropertyDefinition {
  const items = row.items === null ? [] : (JSON.parse(row.items) as Array<{ itemId: number; name: Record<string, string> }>);
  return {
    ...row,
    type: row.type as PropertyType,
    isMandatory: row.isMandatory === 1,
    items: items.map((item) => ({ itemId: item.itemId, name: item.name[language] ?? item.name.en ?? String(item.itemId) })),
  };
}

export function elementPropertyStore(db: Db): ElementPropertyStore {
  const definitions = db.prepare<[object], DefinitionRow>(
    `SELECT ${definitionColumns} FROM element_property_definitions d WHERE d.element_type_id = @typeId ORDER BY d.order_id`,
  );
  const values = db.prepare<[number], { definitionId: number; value: string }>(
    'SELECT definition_id AS definitionId, value FROM element_property_values WHERE element_id = ?',
  );
  const upsert = db.prepare(`INSERT INTO element_property_values (element_id, definition_id, value) VALUES (?, ?, ?)
    ON CONFLICT (element_id, definition_id) DO UPDATE SET value = excluded.value`);
  const remove = db.prepare('DELETE FROM element_property_values WHERE element_id = ? AND definition_id = ?');
  const updateElement = db.prepare('UPDATE elements SET name = ?, status = ? WHERE id = ?');
  const listDefinitions = (typeId: number, language: string) => definitions.all({ typeId, language }).map((row) => toDefinition(row, language));
  const save = db.transaction((elementId: number, list: ReadonlyArray<{ definitionId: number; value: string | null }>) => {
    for (const { definitionId, value } of list) {
      if (value === null || value === '') remove.run(elementId, definitionId);
      else upsert.run(elementId, definitionId, value);
    }
  });
  return {
    definitions: listDefinitions,
    values(elementId, typeId, language) {
      const stored = new Map(values.all(elementId).map((row) => [row.definitionId, row.value]));
      return listDefinitions(typeId, language).map((definition) => {
        const value = stored.get(definition.definitionId) ?? null;
        const item = definition.type === PROPERTY_TYPES.lookup ? definition.items.find((entry) => String(entry.itemId) === value) : undefined;
        return { ...definition, value, displayValue: item ? item.name : value };
      });
    },
    saveValues: (elementId, list) => save(elementId, list),
    updateElement: (elementId, name, status) => void updateElement.run(name, status, elementId),
  };
}

/**
 * The catalogue key of a material's unit. The schema's `StockUnit` enum is upper case (`M`, `PCS`) while
 * requisition lines carry the utility's lower-case unit (`m`, `pcs`): both read the same bundle entry.
 */
export function stockUnitKey(unit: string): `units.${string}` {
  return `units.${unit.toLowerCase()}`;
}

/** Colours of case and agreement states: attention for debt still being collected, muted once over. */
const TONES: Record<string, string> = {
  OPEN: 'bg-red-100 text-red-900',
  BROKEN: 'bg-red-100 text-red-900',
  ON_HOLD: 'bg-amber-100 text-amber-900',
  ACTIVE: 'bg-blue-100 text-blue-900',
  COMPLETED: 'bg-green-100 text-green-900',
  CLOSED: 'bg-gray-200 text-gray-800',
  CANCELLED: 'bg-gray-200 text-gray-800',
};

/** A state of a debt case or payment agreement as a coloured label; the text carries the meaning. */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[state] ?? TONES['CLOSED']}`}>{label}</span>;
}

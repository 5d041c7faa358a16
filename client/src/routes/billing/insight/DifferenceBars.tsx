export interface DifferenceBar {
  key: string;
  label: string;
  value: number;
}

/**
 * Parts of a difference as bars from a centre line: increases grow towards the end side, decreases
 * towards the start side, so the chart follows the reading direction (mirrored in right-to-left
 * languages by the logical layout). Decorative for screen readers, which read the table beside it.
 */
export function DifferenceBars({ bars }: { bars: readonly DifferenceBar[] }) {
  const largest = Math.max(...bars.map((bar) => Math.abs(bar.value)), 0.01);
  return (
    <div aria-hidden="true" className="flex flex-col gap-2" data-testid="difference-bars">
      {bars.map((bar) => {
        const width = `${(Math.abs(bar.value) / largest) * 100}%`;
        const bar_ = <span className={`block h-4 rounded-sm ${bar.value > 0 ? 'bg-red-700' : 'bg-green-700'}`} style={{ inlineSize: width }} />;
        return (
          <div key={bar.key} className="grid grid-cols-[minmax(5rem,8rem)_1fr_1fr] items-center gap-x-1 text-xs text-gray-700 sm:grid-cols-[10rem_1fr_1fr]">
            <span className="truncate">{bar.label}</span>
            <span className="flex justify-end border-e border-gray-400 pe-0">{bar.value < 0 ? bar_ : null}</span>
            <span className="flex justify-start">{bar.value > 0 ? bar_ : null}</span>
          </div>
        );
      })}
    </div>
  );
}

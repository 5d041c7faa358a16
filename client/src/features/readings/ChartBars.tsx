import type { ChartBar } from './chartData';
import { axisMaximum } from './chartData';

const WIDTH = 720;
const HEIGHT = 260;
const AXIS = 56;
const BOTTOM = 28;
const TOP = 8;
const GRIDLINES = 5;

interface ChartBarsProps {
  bars: readonly ChartBar[];
  rtl: boolean;
  format(value: number): string;
  /** A line the bars are judged against (an alert's threshold), drawn dashed across the plot. */
  threshold?: number;
}

/**
 * Bars drawn by hand in SVG (no chart library). The axis sits at the start side and time runs from
 * the start side to the end side, so in right-to-left languages the chart is mirrored. The SVG is
 * decorative for screen readers, which read the data table beside it.
 */
export function ChartBars({ bars, rtl, format, threshold }: ChartBarsProps) {
  const max = axisMaximum([...bars.map((bar) => bar.value), threshold ?? 0]);
  const plotWidth = WIDTH - AXIS - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(2, step * 0.7);
  const labelEvery = Math.ceil(bars.length / 12);
  const x = (index: number) => (rtl ? WIDTH - AXIS - (index + 1) * step : AXIS + index * step);
  const axisX = rtl ? WIDTH - AXIS : AXIS;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" data-testid="consumption-bars">
      {Array.from({ length: GRIDLINES + 1 }, (_, line) => {
        const value = (max / GRIDLINES) * line;
        return (
          <g key={line}>
            <line x1={rtl ? 8 : AXIS} x2={rtl ? WIDTH - AXIS : WIDTH - 8} y1={y(value)} y2={y(value)} className="stroke-gray-200" />
            <text x={rtl ? axisX + 6 : axisX - 6} y={y(value) + 4} textAnchor={rtl ? 'start' : 'end'} className="fill-gray-700 text-[11px]">
              {format(value)}
            </text>
          </g>
        );
      })}
      {bars.map((bar, index) => (
        <g key={bar.key}>
          <rect x={x(index) + (step - barWidth) / 2} y={y(bar.value)} width={barWidth} height={Math.max(0, TOP + plotHeight - y(bar.value))} rx={2} className="fill-brand-main">
            <title>{`${bar.label}: ${format(bar.value)}`}</title>
          </rect>
          {index % labelEvery === 0 ? (
            <text x={x(index) + step / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-gray-700 text-[11px]">
              {bar.label}
            </text>
          ) : null}
        </g>
      ))}
      {threshold === undefined ? null : (
        <line x1={rtl ? 8 : AXIS} x2={rtl ? WIDTH - AXIS : WIDTH - 8} y1={y(threshold)} y2={y(threshold)} strokeDasharray="6 4" strokeWidth={2} className="stroke-red-700" data-testid="chart-threshold" />
      )}
    </svg>
  );
}

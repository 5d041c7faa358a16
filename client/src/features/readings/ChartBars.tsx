import { useRef } from 'react';
import { useObservedSize } from '../../lib/useObservedSize';
import type { ChartBar } from './chartData';
import { axisMaximum } from './chartData';
import { AXIS, END_MARGIN, LABEL_SIZE, chartLayout } from './chartLayout';

const BOTTOM = 28;
const clientWidth = (element: HTMLElement) => element.clientWidth;
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
  const frame = useRef<HTMLDivElement>(null);
  const measured = useObservedSize(frame, clientWidth, 0);
  const { width, height, labelEvery } = chartLayout(measured, bars.length);
  const max = axisMaximum([...bars.map((bar) => bar.value), threshold ?? 0]);
  const plotWidth = width - AXIS - END_MARGIN;
  const plotHeight = height - TOP - BOTTOM;
  const step = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(2, step * 0.7);
  const x = (index: number) => (rtl ? width - AXIS - (index + 1) * step : AXIS + index * step);
  const axisX = rtl ? width - AXIS : AXIS;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;

  return (
    <div ref={frame} className="w-full">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="block h-auto w-full" aria-hidden="true" data-testid="consumption-bars">
      {Array.from({ length: GRIDLINES + 1 }, (_, line) => {
        const value = (max / GRIDLINES) * line;
        return (
          <g key={line}>
            <line x1={rtl ? END_MARGIN : AXIS} x2={rtl ? width - AXIS : width - END_MARGIN} y1={y(value)} y2={y(value)} className="stroke-gray-200" />
            <text x={rtl ? axisX + 6 : axisX - 6} y={y(value) + 4} textAnchor={rtl ? 'start' : 'end'} fontSize={LABEL_SIZE} className="fill-gray-700">
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
            <text x={x(index) + step / 2} y={height - 8} textAnchor="middle" fontSize={LABEL_SIZE} className="fill-gray-700">
              {bar.label}
            </text>
          ) : null}
        </g>
      ))}
      {threshold === undefined ? null : (
        <line x1={rtl ? END_MARGIN : AXIS} x2={rtl ? width - AXIS : width - END_MARGIN} y1={y(threshold)} y2={y(threshold)} strokeDasharray="6 4" strokeWidth={2} className="stroke-red-700" data-testid="chart-threshold" />
      )}
    </svg>
    </div>
  );
}

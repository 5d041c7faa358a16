/** 001 §2: remaining time as minutes and seconds, zero-padded (mm:ss). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A countdown label; the timer lives in the caller (useCountdown), so several labels can share one. */
export function Countdown({ seconds, label }: { seconds: number; label: string }) {
  return (
    <span role="timer" aria-label={label} className="font-mono tabular-nums" dir="ltr">
      {formatCountdown(seconds)}
    </span>
  );
}

/** 000 §2 / 002 §9: a dots animation of 256 by 256 pixels at half opacity. */
const LOADER_SIZE_PX = 256;
const DOTS = [64, 128, 192];

/** The busy indicator shown over the page while requests are in flight. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center" role="progressbar" aria-label={label}>
      <svg
        width={LOADER_SIZE_PX}
        height={LOADER_SIZE_PX}
        viewBox="0 0 256 256"
        className="text-brand-main opacity-50"
        aria-hidden="true"
      >
        {DOTS.map((cx, index) => (
          <circle
            key={cx}
            cx={cx}
            cy={128}
            r={22}
            fill="currentColor"
            className="animate-loader-dot"
            style={{ animationDelay: `${index * 0.16}s` }}
          />
        ))}
      </svg>
    </div>
  );
}

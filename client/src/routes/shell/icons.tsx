/** Decorative line icons of the shell; the controls carry their own accessible names. */
const frame = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export const EnvelopeIcon = () => (
  <svg {...frame}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const GlobeIcon = () => (
  <svg {...frame}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

export const HelpIcon = () => (
  <svg {...frame}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
  </svg>
);

export const UserIcon = () => (
  <svg {...frame}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...frame}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/** An arrow towards the inline start or end of the reading direction (mirrored in right-to-left pages). */
export const ChevronIcon = ({ pointsTo }: { pointsTo: 'start' | 'end' }) => (
  <svg {...frame} className={pointsTo === 'start' ? 'rtl:-scale-x-100' : 'ltr:-scale-x-100'}>
    <path d="m14 6-6 6 6 6" />
  </svg>
);

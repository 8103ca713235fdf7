import type { ReactNode } from 'react';

/** Small line icons (decorative: the text next to them says the same). Inline SVG, so no emoji font is needed. */
function Icon({ children, className = 'h-4 w-4' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`inline-block shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ClockIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const GlobeIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

export const LockIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

export const FolderIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Icon>
);

export const RepeatIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M17 2l4 4-4 4" />
    <path d="M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4" />
    <path d="M21 13v2a3 3 0 0 1-3 3H3" />
  </Icon>
);

export const PencilIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
  </Icon>
);

export const TrashIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

export const FilterIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 5h18l-7 8v6l-4-2v-4z" />
  </Icon>
);

export const ListIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Icon>
);

export const GridIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </Icon>
);

export const TrophyIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3" />
  </Icon>
);

export const ClipboardIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="6" y="4" width="12" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
  </Icon>
);

const MEDAL_COLOURS: Record<number, string> = { 1: '#d4a017', 2: '#9ca3af', 3: '#b87333' };

/** A medal for ranks 1 to 3 (gold, silver, bronze) with the rank on it. */
export function MedalIcon({ rank, className = 'h-8 w-8' }: { rank: 1 | 2 | 3; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M10 2h5l3 8h-5zM22 2h-5l-3 8h5z" fill="#6366f1" />
      <circle cx="16" cy="20" r="10" fill={MEDAL_COLOURS[rank]} stroke="#00000033" strokeWidth="1.5" />
      <text x="16" y="25" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1f2937">
        {rank}
      </text>
    </svg>
  );
}

/** The few icons the app draws, as inline SVG (no icon font, nothing fetched). */
import type { ReactNode } from "react";

const Svg = ({ children, size = 18 }: { children: ReactNode; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);

export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = () => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const RefreshIcon = () => (
  <Svg>
    <path d="M21 12a9 9 0 1 1-2.64-6.36" />
    <path d="M21 3v6h-6" />
  </Svg>
);

export const DownloadIcon = () => (
  <Svg>
    <path d="M12 3v12m0 0-5-5m5 5 5-5" />
    <path d="M4 19h16" />
  </Svg>
);

export const CameraIcon = () => (
  <Svg>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);

export const BackIcon = () => (
  <Svg>
    <path d="M15 18 9 12l6-6" />
  </Svg>
);

export const ChevronDownIcon = () => (
  <Svg size={14}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export function SortIcon({ direction }: { direction: "ascending" | "descending" | "none" }) {
  return (
    <span className={`sort-icon sort-${direction}`} aria-hidden="true">
      <Svg size={12}>
        <path d="m7 9 5-5 5 5" className="sort-up" />
        <path d="m7 15 5 5 5-5" className="sort-down" />
      </Svg>
    </span>
  );
}

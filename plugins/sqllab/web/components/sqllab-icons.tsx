import type { SVGProps } from 'react';

/** SQL Lab's own line icons (24×24, stroke = currentColor), beside the shared set. */
const paths = {
  play: 'M7 5l12 7-12 7z',
  stop: 'M6 6h12v12H6z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  key: 'M14 10a4 4 0 1 0-3.5 4L9 15.5V18H6.5V20.5H4V18l6.1-6.1A4 4 0 0 0 14 10zM15 9h.01',
  sidebar: 'M4 5h16v14H4zM9 5v14',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  history: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M12 8v4l3 2',
  grid: 'M4 5h16v14H4zM4 10h16M4 15h16M9 5v14M15 5v14',
  view: 'M3 6h18v12H3zM3 10h18',
  index: 'M6 4v16M10 8h8M10 12h8M10 16h5',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  alert: 'M12 4l9 16H3zM12 10v4M12 17h.01',
} as const;

export type SqlLabIconName = keyof typeof paths;

export function SqlLabIcon({
  name,
  size = 16,
  ...rest
}: { name: SqlLabIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' || name === 'stop' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

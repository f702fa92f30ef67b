import type { SVGProps } from 'react';

/** The editor actions' line icons (24×24, stroke = currentColor), beside the shared set. */
const paths = {
  save: 'M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6',
  share: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  schedule: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 13v3l2 1',
  estimate: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M7 17h0M17 17h0',
  params:
    'M8 4c-2 0-2 1.5-2 3v2c0 1.5-1 3-2 3 1 0 2 1.5 2 3v2c0 1.5 0 3 2 3M16 4c2 0 2 1.5 2 3v2c0 1.5 1 3 2 3-1 0-2 1.5-2 3v2c0 1.5 0 3-2 3',
  dataset: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3M20 6v6M17 15v6M14 18h6',
} as const;

export type ActionIconName = keyof typeof paths;

export function ActionIcon({
  name,
  size = 15,
  ...rest
}: { name: ActionIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

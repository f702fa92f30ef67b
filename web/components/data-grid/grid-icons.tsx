/** The grid toolbar's two line icons (24×24, stroke = currentColor), beside web/components/icons.tsx. */
const paths = {
  copy: 'M9 9h10v11H9zM5 15V4h10',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
} as const;

export function GridIcon({ name, size = 14 }: { name: keyof typeof paths; size?: number }) {
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
    >
      <path d={paths[name]} />
    </svg>
  );
}

// Drawn avatars: initials on a colored disc. The product never shows photos of real people.
const palette = ["#1e3a8a", "#065f46", "#7c2d12", "#581c87", "#134e4a", "#831843"];

export function AttorneyAvatar({
  initials,
  index,
  size = 80,
}: {
  initials: string;
  index: number;
  size?: number;
}) {
  const fill = palette[index % palette.length];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <circle cx="40" cy="40" r="40" fill={fill} />
      <text
        x="40"
        y="41"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="28"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

/** How wide the code is drawn: big enough for any phone camera at arm's length. */
const targetPixels = 224;

/**
 * A QR code the server drew as one SVG path in module units (quiet zone included), black on white
 * whatever the page's colours, and scaled by a whole number of pixels per module so its edges
 * stay sharp for the camera.
 */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  const pixels = size * Math.max(4, Math.round(targetPixels / size));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className="block max-w-full border border-slate-300"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

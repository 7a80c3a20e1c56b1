import { preload } from "react-dom";
import { chrome } from "@/content/chrome";

/** The build writes an 800 px WebP beside every JPEG/PNG under /images (scripts/postbuild.ts). */
export function webpVariant(src: string): string | null {
  const match = /^(\/images\/.+)\.(jpe?g|png)$/i.exec(src);
  return match ? `${match[1]}.800.webp` : null;
}

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load at once; all others wait until they near the viewport. */
  priority?: boolean;
};

/**
 * A picture that says so when it cannot be shown: beside it, hidden, the "Image unavailable" box
 * the site script shows in its place if the image fails to load (components/ui/image-fallback.ts).
 */
export function SmartImage({ src, alt, width, height, className, priority = false }: Props) {
  const webp = webpVariant(src);
  // An image above the fold is asked for from the head, ahead of the page's scripts: on HTTP/1.1 it
  // would otherwise wait behind them for one of six connections and hold up the largest paint.
  if (priority)
    preload(webp ?? src, { as: "image", fetchPriority: "high", ...(webp ? { type: "image/webp" } : {}) });
  return (
    <>
      <picture>
        {webp && <source type="image/webp" srcSet={webp} />}
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          data-fallback=""
          className={className}
        />
      </picture>
      <div
        hidden
        data-image-unavailable=""
        role="img"
        aria-label={alt ? chrome.imageUnavailableFor(alt) : chrome.imageUnavailable}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex items-center justify-center bg-slate-200 text-sm text-slate-700 ${className ?? ""}`}
      >
        {chrome.imageUnavailable}
      </div>
    </>
  );
}

// The site script's half of components/ui/smart-image.tsx: a picture whose image fails to load is
// hidden and the "Image unavailable" box written beside it is shown instead. It watches from the
// document ("error" does not bubble, so on its way down), and looks once at images that failed
// before the script ran.

function showFallback(img: HTMLImageElement) {
  const picture = img.closest("picture") ?? img;
  const fallback = picture.nextElementSibling;
  if (!(fallback instanceof HTMLElement) || !fallback.hasAttribute("data-image-unavailable")) return;
  picture.hidden = true;
  fallback.hidden = false;
}

export function watchImages(doc: Document = document): void {
  doc.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute("data-fallback"))
        showFallback(event.target);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>("img[data-fallback]"))
    if (img.complete && img.currentSrc && img.naturalWidth === 0) showFallback(img);
}

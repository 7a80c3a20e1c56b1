// The Google tag's global function exists only after the privacy feature loaded the tags with the
// visitor's consent (features/privacy/tracking.ts); until then every event here is dropped.
declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export type InternalLinkEvent = {
  target: string;
  text: string;
  priority: "high" | "medium" | "low";
  category: string;
  extra?: Record<string, string | number | boolean>;
};

/** The spec's internal_link_click event, sent through the global tag function when it exists. */
export function trackInternalLink(event: InternalLinkEvent) {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  window.gtag("event", "internal_link_click", {
    target: event.target,
    text: event.text,
    priority: event.priority,
    category: event.category,
    ...event.extra,
  });
}

/** Reports a click on any TrackedLink (components/ui/tracked-link.tsx); run by the site script. */
export function trackLinkClicks(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track-category]") : null;
    if (!link) return;
    const { trackTarget, trackCategory, trackPriority, trackExtra } = link.dataset;
    trackInternalLink({
      target: trackTarget ?? "",
      text: link.textContent?.trim() ?? "",
      priority: (trackPriority ?? "medium") as InternalLinkEvent["priority"],
      category: trackCategory ?? "",
      ...(trackExtra ? { extra: JSON.parse(trackExtra) as InternalLinkEvent["extra"] } : {}),
    });
  });
}

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

// Third-party tags (Google tag, Meta pixel) are off unless the server is configured with their ids,
// and even then they load only after the visitor accepts, never under Global Privacy Control.
export type TrackingConfig = { gtagId: string | null; metaPixelId: string | null };

// Checked by hand rather than with zod: this module is on every public page, and two patterns do
// not justify 25 KB of library there (docs/performance.md, issue 17).
const idPatterns: Record<keyof TrackingConfig, RegExp> = {
  gtagId: /^(G|AW)-[A-Z0-9]+$/,
  metaPixelId: /^\d{5,20}$/,
};

/** The server's answer if it is a well-formed config (each id null or of its pattern), else null. */
export function parseTrackingConfig(value: unknown): TrackingConfig | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = (key: keyof TrackingConfig): string | null | undefined => {
    const v = record[key];
    return v === null || (typeof v === "string" && idPatterns[key].test(v)) ? v : undefined;
  };
  const gtagId = id("gtagId");
  const metaPixelId = id("metaPixelId");
  return gtagId === undefined || metaPixelId === undefined ? null : { gtagId, metaPixelId };
}
export const noTracking: TrackingConfig = { gtagId: null, metaPixelId: null };

export function trackingEnabled(config: TrackingConfig): boolean {
  return config.gtagId !== null || config.metaPixelId !== null;
}

export async function fetchTrackingConfig(fetchImpl: typeof fetch = fetch): Promise<TrackingConfig> {
  try {
    const response = await fetchImpl("/api/tracking-config", { headers: { Accept: "application/json" } });
    if (!response.ok) return noTracking;
    return parseTrackingConfig(await response.json()) ?? noTracking;
  } catch {
    return noTracking;
  }
}

export type Choice = "accepted" | "declined";
const choiceKey = "privacy-choice";

/** True when the browser sends the Global Privacy Control signal: an opt-out we always honour. */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== "undefined" &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function storedChoice(): Choice | null {
  try {
    const value = localStorage.getItem(choiceKey);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

export function storeChoice(choice: Choice) {
  try {
    localStorage.setItem(choiceKey, choice);
  } catch {
    // without storage the banner simply asks again next time
  }
}

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
// window.gtag is declared beside trackInternalLink in lib/analytics.ts.
declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: Fbq;
  }
}

function addScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let loaded = false;

/** Loads the configured tags. Only ever called after consent and without GPC. */
export function loadTags(config: TrackingConfig) {
  if (loaded || globalPrivacyControl()) return;
  loaded = true;
  if (config.gtagId) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag(...args: unknown[]) {
      window.dataLayer!.push(args);
    };
    window.gtag("js", new Date());
    window.gtag("config", config.gtagId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gtagId)}`);
  }
  if (config.metaPixelId) {
    const fbq: Fbq = (...args: unknown[]) => {
      fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = "2.0";
    window.fbq = window.fbq ?? fbq;
    window.fbq("init", config.metaPixelId);
    window.fbq("track", "PageView");
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

export function tagsLoaded(): boolean {
  return loaded;
}

let leadSent = false;

/** The conversion on /thank-you: once per page load, and only through a loaded pixel. */
export function trackLead() {
  if (leadSent || !loaded || typeof window.fbq !== "function") return;
  leadSent = true;
  window.fbq("track", "Lead");
}

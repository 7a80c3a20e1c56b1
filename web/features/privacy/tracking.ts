import { z } from "@/lib/zod";

// Third-party tags (Google tag, Meta pixel) are off unless the server is configured with their ids,
// and even then they load only after the visitor accepts, never under Global Privacy Control.
export const trackingConfigSchema = z.object({
  gtagId: z
    .string()
    .regex(/^(G|AW)-[A-Z0-9]+$/)
    .nullable(),
  metaPixelId: z
    .string()
    .regex(/^\d{5,20}$/)
    .nullable(),
});
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;
export const noTracking: TrackingConfig = { gtagId: null, metaPixelId: null };

export function trackingEnabled(config: TrackingConfig): boolean {
  return config.gtagId !== null || config.metaPixelId !== null;
}

export async function fetchTrackingConfig(fetchImpl: typeof fetch = fetch): Promise<TrackingConfig> {
  try {
    const response = await fetchImpl("/api/tracking-config", { headers: { Accept: "application/json" } });
    if (!response.ok) return noTracking;
    return trackingConfigSchema.safeParse(await response.json()).data ?? noTracking;
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

import {
  fetchTrackingConfig,
  globalPrivacyControl,
  loadTags,
  noTracking,
  storeChoice,
  storedChoice,
  trackingEnabled,
  trackLead,
  type Choice,
  type TrackingConfig,
} from "./tracking";
import { createStore } from "@/lib/store";

// The visitor's privacy choice and the consent banner's state, without React: the site script
// (app/site-script.ts) starts it on every public page; the banner (components/privacy-banner.tsx)
// is a React root made only when it has to show (banner-root.tsx), and reads it through
// usePrivacy (privacy-context.tsx).

export type PrivacyState = {
  config: TrackingConfig;
  choice: Choice | null;
  gpc: boolean;
  /** True once third-party tags have been loaded (after consent). */
  tagsReady: boolean;
  bannerOpen: boolean;
};

const store = createStore<PrivacyState>({
  config: noTracking,
  choice: null,
  gpc: false,
  tagsReady: false,
  bannerOpen: false,
});

function set(next: Partial<PrivacyState>) {
  const state = { ...store.current(), ...next };
  // /thank-you reports the conversion once the tags are there (components/privacy-banner.tsx).
  if (state.tagsReady && document.querySelector("[data-lead-conversion]")) trackLead();
  store.set(state);
  if (state.bannerOpen) void import("./banner-root").then((root) => root.mountBanner());
}

export const privacy = {
  current: store.current,
  subscribe: store.subscribe,
  openChoices: () => set({ bannerOpen: true }),
  /** Hides the panel without recording a choice the visitor did not make. */
  closeChoices: () => set({ bannerOpen: false }),
  choose: (next: Choice) => {
    storeChoice(next);
    const state = store.current();
    const accept = next === "accepted" && !state.gpc;
    if (accept) loadTags(state.config);
    if (next === "declined" && state.tagsReady) {
      // Scripts already running cannot be unloaded; a reload starts the page without them.
      window.location.reload();
      return;
    }
    set({ choice: next, bannerOpen: false, tagsReady: state.tagsReady || accept });
  },
};

/** On every public page: read the firm's tracking set-up, then load tags or ask, as chosen before. */
export function startPrivacy(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-privacy-choices]"))
      privacy.openChoices();
  });
  void fetchTrackingConfig().then((config) => {
    if (!trackingEnabled(config)) return;
    const gpc = globalPrivacyControl();
    const choice = storedChoice();
    if (gpc) return set({ config, gpc, choice });
    if (choice === "accepted") {
      loadTags(config);
      return set({ config, choice, tagsReady: true });
    }
    set({ config, choice, bannerOpen: choice === null });
  });
}

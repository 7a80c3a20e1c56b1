import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  fetchTrackingConfig,
  globalPrivacyControl,
  loadTags,
  noTracking,
  storeChoice,
  storedChoice,
  trackingEnabled,
  type Choice,
  type TrackingConfig,
} from "./tracking";

type PrivacyState = {
  config: TrackingConfig;
  choice: Choice | null;
  gpc: boolean;
  /** True once third-party tags have been loaded (after consent). */
  tagsReady: boolean;
  bannerOpen: boolean;
  openChoices: () => void;
  /** Hides the panel without recording a choice the visitor did not make. */
  closeChoices: () => void;
  choose: (choice: Choice) => void;
};

const PrivacyContext = createContext<PrivacyState | null>(null);

export function PrivacyProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<TrackingConfig>(noTracking);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [gpc, setGpc] = useState(false);
  const [tagsReady, setTagsReady] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void fetchTrackingConfig().then((loaded) => {
      if (cancelled || !trackingEnabled(loaded)) return;
      const signal = globalPrivacyControl();
      const saved = storedChoice();
      setConfig(loaded);
      setGpc(signal);
      setChoice(saved);
      if (signal) return;
      if (saved === "accepted") {
        loadTags(loaded);
        setTagsReady(true);
      } else if (saved === null) {
        setBannerOpen(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const choose = useCallback(
    (next: Choice) => {
      storeChoice(next);
      setChoice(next);
      setBannerOpen(false);
      if (next === "accepted" && !gpc) {
        loadTags(config);
        setTagsReady(true);
      } else if (next === "declined" && tagsReady) {
        // Scripts already running cannot be unloaded; a reload starts the page without them.
        window.location.reload();
      }
    },
    [config, gpc, tagsReady],
  );
  const openChoices = useCallback(() => setBannerOpen(true), []);
  const closeChoices = useCallback(() => setBannerOpen(false), []);

  const value = useMemo(
    () => ({ config, choice, gpc, tagsReady, bannerOpen, openChoices, closeChoices, choose }),
    [config, choice, gpc, tagsReady, bannerOpen, openChoices, closeChoices, choose],
  );
  return <PrivacyContext.Provider value={value}>{children}</PrivacyContext.Provider>;
}

export function usePrivacy(): PrivacyState {
  const state = useContext(PrivacyContext);
  if (!state) throw new Error("usePrivacy needs a PrivacyProvider above it");
  return state;
}

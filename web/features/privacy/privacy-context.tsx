import { useSyncExternalStore } from "react";
import { privacy, type PrivacyState } from "./privacy-state";

/** The privacy state for React components: the banner, and the lead conversion on /thank-you. */
export function usePrivacy(): PrivacyState & Omit<typeof privacy, "current" | "subscribe"> {
  const state = useSyncExternalStore(privacy.subscribe, privacy.current, privacy.current);
  return {
    ...state,
    openChoices: privacy.openChoices,
    closeChoices: privacy.closeChoices,
    choose: privacy.choose,
  };
}

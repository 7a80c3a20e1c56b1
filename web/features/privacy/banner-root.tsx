import { createRoot, type Root } from "react-dom/client";
import { PrivacyBanner } from "./components/privacy-banner";

// The consent banner's own React root, made the first time it has to show (privacy-state.ts):
// only with tracking configured and no choice made yet, or when "Your Privacy Choices" is chosen.

let root: Root | null = null;

export function mountBanner(): void {
  if (root) return;
  const host = document.createElement("div");
  host.setAttribute("data-privacy-banner", "");
  document.body.append(host);
  root = createRoot(host);
  root.render(<PrivacyBanner />);
}

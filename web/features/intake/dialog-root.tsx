import { createRoot, type Root } from "react-dom/client";
import type { IntakeForm } from "@/lib/intake-launcher";
import { IntakeModals } from "./components/intake-modals";
import { intakeStore } from "./intake-store";

// The intake dialogs' own React root, made the first time a form opens (features/intake/openers.ts
// loads this module on intent or on the first opening): a page whose parts all work as HTML
// hydrates nothing, and React arrives only with the dialog.

let root: Root | null = null;

export function showIntake(form: IntakeForm): void {
  if (!root) {
    const host = document.createElement("div");
    host.setAttribute("data-intake-dialogs", "");
    document.body.append(host);
    root = createRoot(host);
    root.render(<IntakeModals />);
  }
  intakeStore.show(form);
}

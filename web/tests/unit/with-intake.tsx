import type { ReactNode } from "react";
import { renderAt } from "./render";

/**
 * Renders a page section that places intake buttons. Opener links need nothing around them since
 * the site script opens the forms (features/intake/openers.ts); kept as one name for the sections'
 * tests.
 */
export function renderWithIntake(ui: ReactNode, path = "/") {
  return renderAt(ui, path);
}

import type { ReactNode } from "react";
import { IntakeProvider } from "@/features/intake/intake-context";
import { renderAt } from "./render";

/** Renders a page section that places intake buttons: router plus the intake provider. */
export function renderWithIntake(ui: ReactNode, path = "/") {
  return renderAt(<IntakeProvider>{ui}</IntakeProvider>, path);
}

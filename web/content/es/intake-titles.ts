import type { IntakeForm } from "../../lib/intake-launcher";

// Spanish twin of ../intake-titles.ts. The intake forms' titles, apart from the rest of their copy
// (./intake.ts): the dialog shows the title at once, while the form's code is still on its way.
export const intakeTitles: Record<IntakeForm, string> = {
  "case-review": "Revisión gratuita de su caso",
  "harassment-questionnaire": "Ayuda confidencial por acoso sexual",
};

export const intakeLoading = "Cargando el formulario…";
export const intakeLoadFailed =
  "El formulario no se cargó. Revise su conexión y abra el formulario en una página aparte, o llámenos.";
export const intakeOpenPage = "Abrir el formulario en una página aparte";

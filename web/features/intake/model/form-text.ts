import type { Translation } from "./messages";

// The intake forms' words in this build's language beyond English (docs/decisions/0017): none in
// the English build. The Spanish build reads es/form-text.ts instead, so only Spanish pages load
// config/forms/es.json.
export const formTranslation: Translation | null = null;

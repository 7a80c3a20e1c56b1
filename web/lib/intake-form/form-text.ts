import words from "#words/form-text";
import type { Translation } from "./messages";

// The intake forms' words in this build's language beyond English (docs/decisions/0017): none in
// the English build. The word catalog (content/words/<language>/form-text.ts) holds the raw file,
// so only Spanish pages load config/forms/es.json. Its shape is checked by spanish.ts beside this
// file, which the unit tests load (no page carries the schema).
const raw = words.translation();
export const formTranslation = raw as Translation | null;

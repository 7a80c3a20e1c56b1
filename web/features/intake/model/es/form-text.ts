import type { Translation } from "../messages";
import { spanishFormText } from "../spanish";

// Spanish twin of ../form-text.ts: the Spanish build's form words (config/forms/es.json).
export const formTranslation: Translation | null = spanishFormText;

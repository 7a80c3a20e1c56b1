import spanishRaw from "../../../../config/forms/es.json";
import type { Translation } from "./messages";
import { parseTranslation } from "./form-text";

/**
 * The Spanish error messages and field labels of the intake forms (config/forms/es.json, the file
 * the server reads too), whatever the build's language: for tests that check the Spanish words.
 * The Spanish build's forms read them through features/intake/model/form-text.ts.
 */
export const spanishFormText: Translation = parseTranslation(spanishRaw);

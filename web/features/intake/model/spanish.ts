import spanishRaw from "../../../../config/forms/es.json";
import { translationSchema, type Translation } from "./definitions";

/**
 * The Spanish error messages and field labels of the intake forms (config/forms/es.json, the file
 * the server reads too). Only Spanish pages import this module, so English pages never load it.
 */
export const spanishFormText: Translation = translationSchema.parse(spanishRaw);

import spanish from "../../../../config/forms/es.json";
import type english from "../en/form-text";

// The intake forms' words in Spanish: config/forms/es.json, the file the server reads too.
// lib/intake-form/form-text.ts checks its shape.
export default {
  translation: (): unknown => spanish,
} satisfies typeof english;

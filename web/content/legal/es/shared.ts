import { address, email, firm, phone } from "../shared";

// Spanish twin of content/legal/shared.ts (content/legal/es/shared.ts). The schema, its type and the contact details (from
// config/site.json) are the English module's; only the sentence that says how to reach us is Spanish.
export { address, email, firm, legalPageText, phone, type LegalPageText } from "../shared";

export const howToReach = `Envíe un correo electrónico a ${email}, llame al ${phone} o escriba una carta a ${firm}, ${address}.`;

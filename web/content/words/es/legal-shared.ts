import type english from "../en/legal-shared";

// The words every Spanish legal page shares (content/legal/shared.ts). The counts these number
// words write are "días" and "años" (masculine), so 1 would need "un", not "uno": the pages use
// none below 2.
export default {
  lastUpdated: "Última actualización:",
  howToReach:
    "Envíe un correo electrónico a {email}, llame al {phone} o escriba una carta a {firm}, {address}.",
} satisfies typeof english;

import { services, type Service } from "./services";

// For both languages: "./services" is content/es/services.ts in the Spanish build
// (scripts/vite-language-plugin.ts), so this module has no twin.
export function findService(id: string | undefined): Service | undefined {
  return services.find((s) => s.id === id);
}

import { services, type Service } from "./services";

// For both languages: content/services.ts takes the build's language's words (lib/words.ts).
export function findService(id: string | undefined): Service | undefined {
  return services.find((s) => s.id === id);
}

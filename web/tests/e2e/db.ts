import path from "node:path";
import { DatabaseSync } from "node:sqlite";

// The end-to-end server stores leads in SQLite under DATA_DIR (see playwright.config.ts); the
// tests read the real file to check that a visitor's request arrived exactly once.
const dbFile = path.join(import.meta.dirname, "../../.e2e-data/firm.db");

export function leadsByEmail(email: string): Record<string, unknown>[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM leads WHERE email = ? ORDER BY created_at").all(email) as Record<
      string,
      unknown
    >[];
  } finally {
    db.close();
  }
}

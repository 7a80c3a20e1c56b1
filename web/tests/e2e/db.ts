import path from "node:path";
import { DatabaseSync } from "node:sqlite";

// The end-to-end server stores leads in SQLite under DATA_DIR (see playwright.config.ts); the
// tests read the real file to check that a visitor's request arrived exactly once, and move a
// booked call's time into the past where only the clock could (moveBookedCallToPast).
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

/**
 * Moves a lead's booked call so that it started `minutesAgo` minutes ago. The server books only
 * slots past the minimum notice and marks a call done or a no-show only once it has started, so a
 * test that marks one moves it, as the clock would. The columns are the booking module's
 * (server/migrations/sqlite/0008_booking.sql); times are stored as the server writes them, UTC
 * with milliseconds, which is what toISOString gives.
 */
export function moveBookedCallToPast(leadId: string, minutesAgo: number, callMinutes: number): string {
  const start = new Date(Date.now() - minutesAgo * 60_000);
  const end = new Date(start.getTime() + callMinutes * 60_000);
  const db = new DatabaseSync(dbFile);
  try {
    // The server may be writing at the same moment (WAL): wait for it rather than fail.
    db.exec("PRAGMA busy_timeout = 5000");
    const moved = db
      .prepare("UPDATE bookings SET starts_at = ?, ends_at = ? WHERE lead_id = ? AND state = 'booked'")
      .run(start.toISOString(), end.toISOString(), leadId);
    if (moved.changes !== 1) throw new Error(`no booked call for lead ${leadId}`);
    db.prepare("UPDATE leads SET booked_call_at = ? WHERE id = ?").run(start.toISOString(), leadId);
  } finally {
    db.close();
  }
  return start.toISOString();
}

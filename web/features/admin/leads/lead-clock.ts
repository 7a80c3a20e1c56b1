// The waiting clock of a lead (issue 16): how long it has waited for its first contact, or how long
// that first contact took. Pure functions of fixed instants, so the page decides what "now" is.

const minuteMs = 60_000;

/** A span of time as staff read it: "under 1 min", "12 min", "2 h 5 min", "1 day 4 h", "3 days". */
export function durationText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / minuteMs);
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const dayText = days === 1 ? "1 day" : `${days} days`;
  // Up to three days the hours still matter when choosing whom to call first.
  const restHours = hours % 24;
  return days < 3 && restHours ? `${dayText} ${restHours} h` : dayText;
}

/** The target as words: "Over 15 min", "Over 1 h". */
export function overTargetText(slaMinutes: number): string {
  return `Over ${durationText(slaMinutes * minuteMs)}`;
}

export type LeadClock =
  | { kind: "waiting"; text: string; over: boolean }
  | { kind: "contacted"; text: string; over: boolean }
  | { kind: "unknown"; text: string; over: false };

/**
 * The clock of one lead at `now` (ms since the epoch). A lead is over the target once it has waited
 * (or its first contact took) longer than slaMinutes. A received time in the future (a staff
 * computer's clock running behind) counts as no wait, never a negative one.
 */
export function leadClock(
  lead: { createdAt: string; firstContactAt: string | null },
  now: number,
  slaMinutes: number,
): LeadClock {
  const created = Date.parse(lead.createdAt);
  if (Number.isNaN(created)) return { kind: "unknown", text: "Waiting time unknown", over: false };
  const limitMs = slaMinutes * minuteMs;
  if (lead.firstContactAt !== null) {
    const first = Date.parse(lead.firstContactAt);
    if (Number.isNaN(first)) return { kind: "contacted", text: "Contacted", over: false };
    const took = Math.max(0, first - created);
    return { kind: "contacted", text: `First contact after ${durationText(took)}`, over: took > limitMs };
  }
  const waited = Math.max(0, now - created);
  return { kind: "waiting", text: `Waiting ${durationText(waited)}`, over: waited > limitMs };
}

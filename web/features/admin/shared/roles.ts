import type { Role } from "./api/session";

// What each role may do in the staff area (docs/admin-api.md). The server refuses the rest with
// 403 on its own; the pages use this table to leave out what would only be refused.

export type StaffAbility =
  "export" | "delete-lead" | "retry-delivery" | "audit" | "manage-users" | "assign-anyone";

// Anyone who works leads may take one ("Assign to me") and release their own; giving a lead to
// someone else, or taking it from them, is for administrators.
const adminOnly: ReadonlySet<StaffAbility> = new Set([
  "assign-anyone",
  "export",
  "delete-lead",
  "retry-delivery",
  "audit",
  "manage-users",
]);

export function can(role: Role, ability: StaffAbility): boolean {
  return role === "admin" || !adminOnly.has(ability);
}

export const roleLabels: Record<Role, string> = { admin: "Administrator", intake: "Intake" };

export const roleDescriptions: Record<Role, string> = {
  intake: "Sees and works leads: contacts, status and notes; takes leads for themselves.",
  admin:
    "Also assigns leads to anyone, exports leads, deletes leads, retries deliveries, reads the audit log and manages staff accounts.",
};

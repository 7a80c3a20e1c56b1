import type { Role } from "./api/session";

// What each role may do in the staff area (docs/admin-api.md). The server refuses the rest with
// 403 on its own; the pages use this table to leave out what would only be refused.

export type StaffAbility = "export" | "delete-lead" | "retry-delivery" | "audit" | "manage-users";

const adminOnly: ReadonlySet<StaffAbility> = new Set([
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
  intake: "Sees and works leads: status and notes.",
  admin:
    "Also exports leads, deletes leads, retries deliveries, reads the audit log and manages staff accounts.",
};

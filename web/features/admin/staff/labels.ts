// Human words for staff accounts and the audit log.

/** "Maria Lopez (maria)", or the user name alone when there is no display name. */
export function staffName(user: { username: string; displayName: string }): string {
  const display = user.displayName.trim();
  return display && display !== user.username ? `${display} (${user.username})` : user.username;
}

/** What an audit log entry records, in words; an action this list does not know shows as it came. */
export const auditActionLabels: Record<string, string> = {
  "lead.deleted": "Deleted a lead",
  "leads.exported": "Exported leads",
  "delivery.retried": "Retried a delivery",
  "user.created": "Added a user",
  "user.disabled": "Disabled an account",
  "user.enabled": "Enabled an account",
  "user.role_changed": "Changed a role",
  "user.password_changed": "Changed their password",
  "user.password_reset": "Reset a password",
  "user.second_factor_enrolled": "Set up the authenticator app",
  "user.second_factor_reset": "Reset an authenticator app",
  "user.second_factor_refused": "A code was refused",
  "user.signed_in": "Signed in",
  "user.signed_in_with_recovery_code": "Signed in with a recovery code",
  "user.signed_out_everywhere": "Signed out everywhere",
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}

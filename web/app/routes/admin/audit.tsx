import { AdminError } from "@/features/admin/shared/components/admin-error";
import { AuditPage } from "@/features/admin/staff/components/audit-page";
import { auditLoader } from "@/features/admin/staff/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Audit log");
export const clientLoader = auditLoader;

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}

// A page that could not load says so inside the staff layout, which stays usable. Declared here,
// not re-exported: React Router hands props only to an ErrorBoundary declared in the route module.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}

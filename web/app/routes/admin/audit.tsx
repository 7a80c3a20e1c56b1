import { AuditPage } from "@/features/admin/components/audit-page";
import { auditLoader } from "@/features/admin/loaders";
import { adminMeta } from "@/features/admin/meta";
import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Audit log");
export const clientLoader = auditLoader;

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage entries={loaderData} />;
}

// A page that could not load says so inside the staff layout, which stays usable.
export { AdminError as ErrorBoundary } from "@/features/admin/components/admin-error";

import { AdminError } from "@/features/admin/shared/components/admin-error";
import { LeadDetailPage } from "@/features/admin/leads/components/lead-detail-page";
import { leadLoader } from "@/features/admin/leads/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/lead";

// The title names no one: browser history and tab titles are not a place for personal data.
export const meta = () => adminMeta("Lead");
export const clientLoader = leadLoader;

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  return <LeadDetailPage {...loaderData} />;
}

// A page that could not load says so inside the staff layout, which stays usable. Declared here,
// not re-exported: React Router hands props only to an ErrorBoundary declared in the route module.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}

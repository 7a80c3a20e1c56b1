import { AdminError } from "@/features/admin/shared/components/admin-error";
import { UserDetailPage } from "@/features/admin/staff/components/user-detail-page";
import { userLoader } from "@/features/admin/staff/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/user";

export const meta = () => adminMeta("User");
export const clientLoader = userLoader;

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  return <UserDetailPage detail={loaderData} />;
}

// A page that could not load (or that this account may not open) says so inside the staff layout.
// Declared here, not re-exported: React Router hands props only to an ErrorBoundary declared in
// the route module itself (a re-export would get no error to show).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}

import { UserDetailPage } from "@/features/admin/components/user-detail-page";
import { userLoader } from "@/features/admin/loaders";
import { adminMeta } from "@/features/admin/meta";
import type { Route } from "./+types/user";

export const meta = () => adminMeta("User");
export const clientLoader = userLoader;

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  return <UserDetailPage detail={loaderData} />;
}

// A page that could not load (or that this account may not open) says so inside the staff layout.
export { AdminError as ErrorBoundary } from "@/features/admin/components/admin-error";

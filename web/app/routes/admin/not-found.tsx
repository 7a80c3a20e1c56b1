import { AdminError } from "@/features/admin/shared/components/admin-error";
import { adminMeta } from "@/features/admin/shared/meta";

export const meta = () => adminMeta("Not found");

export default function AdminNotFound() {
  return <AdminError error="not-found" />;
}

import { AdminError } from "@/features/admin/components/admin-error";
import { adminMeta } from "@/features/admin/meta";

export const meta = () => adminMeta("Not found");

export default function AdminNotFound() {
  return <AdminError error="not-found" />;
}

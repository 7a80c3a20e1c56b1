import { AccountPage } from "@/features/admin/staff/components/account-page";
import { adminMeta } from "@/features/admin/shared/meta";

// The session comes from the staff layout; nothing else to load.
export const meta = () => adminMeta("Your account");

export default function AdminAccount() {
  return <AccountPage />;
}

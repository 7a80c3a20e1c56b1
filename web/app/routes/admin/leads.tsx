import { LeadsPage } from "@/features/admin/components/leads-page";
import { leadsLoader } from "@/features/admin/loaders";
import { adminMeta } from "@/features/admin/meta";
import type { Route } from "./+types/leads";

export const meta = () => adminMeta("Leads");
export const clientLoader = leadsLoader;

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPage data={loaderData} />;
}

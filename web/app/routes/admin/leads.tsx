import { LeadsPage } from "@/features/admin/leads/components/leads-page";
import { leadsLoader } from "@/features/admin/leads/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/leads";

export const meta = () => adminMeta("Leads");
export const clientLoader = leadsLoader;

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPage data={loaderData} />;
}

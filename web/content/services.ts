import { z } from "../lib/zod";

// Service ids double as URL slugs (/services/{id}) and as keys of config/site.json "services".
export const serviceSchema = z.object({
  id: z.enum(["discrimination", "harassment", "wage-hour", "wrongful-termination"]),
  title: z.string().min(3),
  summary: z.string().min(20).max(200),
});
export type Service = z.infer<typeof serviceSchema>;

export const services: readonly Service[] = z.array(serviceSchema).parse([
  {
    id: "discrimination",
    title: "Workplace Discrimination",
    summary:
      "Treated worse at work because of your race, age, sex, disability, religion or another protected trait? California law forbids it.",
  },
  {
    id: "harassment",
    title: "Sexual Harassment",
    summary:
      "Unwanted advances, comments or touching, or a workplace made hostile on purpose. You can report it and you are protected when you do.",
  },
  {
    id: "wage-hour",
    title: "Wage & Hour",
    summary:
      "Unpaid overtime, missed meal or rest breaks, or pay below the minimum wage. Employers owe every hour you worked.",
  },
  {
    id: "wrongful-termination",
    title: "Wrongful Termination",
    summary:
      "Fired for a reason the law forbids, such as reporting a problem, taking protected leave or being part of a protected group.",
  },
]);

export function findService(id: string | undefined): Service | undefined {
  return services.find((s) => s.id === id);
}

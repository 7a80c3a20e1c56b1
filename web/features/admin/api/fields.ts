import { z } from "@/lib/zod";

// Field schemas that more than one staff API answer uses.

/** A text the server may send as null or leave out: read as "". */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** What every lead answer carries, in the list and on its own page. */
export const leadBaseShape = {
  id: z.string().min(1),
  form: z.string().min(1),
  createdAt: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  issueTypes: z.array(z.string()),
};

import { z } from "@/lib/zod";
import { parseReference } from "../model/reference";
import type { FieldErrors } from "../model/validate";

export type SubmitFailure = "network" | "timeout" | "rate-limited" | "invalid" | "rejected" | "server";
export type SubmitResult =
  | { ok: true; id: string; reference?: string }
  | { ok: false; kind: SubmitFailure; fieldErrors: FieldErrors; retryAfterSeconds?: number };

// The reference is read when it has the right shape and ignored otherwise: a server that sends
// none (or an odd one) still completes the flow.
const created = z.object({ id: z.string().min(1), reference: z.unknown().optional() });
const errorBody = z.object({ errors: z.record(z.string(), z.array(z.string())) });

export const submitTimeoutMs = 15_000;

/**
 * One POST of one submission. Never throws: every way it can fail comes back as a value, so the
 * form can keep the visitor's answers and offer a retry with the same submission id.
 */
export async function submitLead(
  endpoint: string,
  payload: Record<string, unknown>,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? submitTimeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 201 || response.status === 200) {
      const parsed = created.safeParse(body);
      if (!parsed.success) return { ok: false, kind: "server", fieldErrors: {} };
      const reference = parseReference(parsed.data.reference);
      return { ok: true, id: parsed.data.id, ...(reference ? { reference } : {}) };
    }
    const fieldErrors = errorBody.safeParse(body).data?.errors ?? {};
    if (response.status === 422) return { ok: false, kind: "invalid", fieldErrors };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return {
        ok: false,
        kind: "rate-limited",
        fieldErrors: {},
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
    if (response.status >= 500) return { ok: false, kind: "server", fieldErrors: {} };
    return { ok: false, kind: "rejected", fieldErrors: {} };
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === "AbortError";
    return { ok: false, kind: aborted ? "timeout" : "network", fieldErrors: {} };
  } finally {
    clearTimeout(timer);
  }
}

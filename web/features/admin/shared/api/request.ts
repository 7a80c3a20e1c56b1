import { z } from "@/lib/zod";

// The one way the staff area talks to /api/admin (docs/admin-api.md). Every failure comes back as
// an AdminApiError with a kind the pages can act on: a 401 sends the user to the sign-in page,
// anything else is shown as a message while the page keeps what the user typed.

export type AdminErrorKind =
  "unauthorized" | "forbidden" | "not-found" | "conflict" | "invalid" | "rate-limited" | "server" | "network";

export type FieldErrors = Record<string, string[]>;

export class AdminApiError extends Error {
  readonly kind: AdminErrorKind;
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: AdminErrorKind,
    status: number,
    fieldErrors: FieldErrors = {},
    retryAfterSeconds?: number,
  ) {
    super(`admin API ${kind} (${status})`);
    this.name = "AdminApiError";
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's own words about the failure, if it sent any: the form message first. */
  serverMessage(): string | undefined {
    const form = this.fieldErrors.form?.[0];
    if (form) return form;
    return Object.values(this.fieldErrors).flat()[0];
  }
}

const errorBody = z.object({ errors: z.record(z.string(), z.array(z.string())) });

export const requestTimeoutMs = 15_000;

export type RequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** The session's CSRF token; every state-changing call except login sends it. */
  csrfToken?: string;
  /** Schema of a successful answer; omitted when success has no body (204). */
  schema?: z.ZodType<T>;
};

function kindOf(status: number): AdminErrorKind {
  switch (status) {
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not-found";
    case 409:
      return "conflict";
    case 400:
    case 422:
      return "invalid";
    case 429:
      return "rate-limited";
    default:
      return "server";
  }
}

/**
 * A read the server turned away because its staff workers were busy (503 with a short
 * Retry-After, issue 52) is asked again after that wait, up to this many times; a change is never
 * repeated by itself (the page shows the message and the user decides).
 */
export const busyRetries = 2;
const busyRetryLongestWaitSeconds = 5;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterOf(response: Response): number | undefined {
  const retryAfter = Number(response.headers.get("Retry-After"));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
}

export async function adminRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const read = (options.method ?? "GET") === "GET";
  for (let attempt = 0; ; attempt++) {
    const response = await send(path, options);
    const retryAfter = retryAfterOf(response);
    if (
      read &&
      response.status === 503 &&
      retryAfter !== undefined &&
      retryAfter <= busyRetryLongestWaitSeconds &&
      attempt < busyRetries
    ) {
      await wait(retryAfter * 1000);
      continue;
    }
    return answer(response, options);
  }
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.csrfToken) headers["X-CSRF-Token"] = options.csrfToken;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: controller.signal,
    });
  } catch {
    throw new AdminApiError("network", 0);
  } finally {
    clearTimeout(timer);
  }
  return response;
}

async function answer<T>(response: Response, options: RequestOptions<T>): Promise<T> {
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const fieldErrors = errorBody.safeParse(body).data?.errors ?? {};
    throw new AdminApiError(kindOf(response.status), response.status, fieldErrors, retryAfterOf(response));
  }
  if (!options.schema) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  const parsed = options.schema.safeParse(body);
  // An answer we cannot read is a server fault, not something the user can fix.
  if (!parsed.success) throw new AdminApiError("server", response.status);
  return parsed.data;
}

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

// A stand-in for the SMS provider (Twilio's Messages API, docs/runbook.md "The conversation"):
// playwright.config.ts points the e2e server's SMS_URL at it, and global-setup.ts starts it. It
// answers every POST with 201 and a message id, keeps what it was sent, and lists it at
// GET /requests?to=<number>, so a test can see exactly what reached "the worker's phone". The
// tests also act as the provider towards the server: signed inbound texts and status callbacks.

const e2ePort = Number(process.env.E2E_PORT ?? 18_080);

/** The e2e server's texting settings; the token also signs what the tests send as the provider. */
export const sms = {
  port: e2ePort + 2,
  account: "AC0e2e0test",
  token: "e2e-sms-token-0123456789",
  from: "+13105550100",
  /** SITE_ORIGIN of the e2e server: the provider signs over this origin and the path. */
  siteOrigin: `http://127.0.0.1:${e2ePort}`,
} as const;

export type ProviderRequest = { path: string; form: Record<string, string>; sid: string };

const maxKept = 2_000;
const maxBody = 64 * 1024;

export function startSmsProvider(port: number = sms.port): Promise<Server> {
  const received: ProviderRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://provider");
    if (request.method === "GET") {
      const to = url.searchParams.get("to");
      const body =
        url.pathname === "/requests" ? received.filter((r) => !to || r.form.To === to) : { ok: true };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > maxBody) request.destroy();
    });
    request.on("end", () => {
      const sid = `SM${randomBytes(16).toString("hex")}`;
      received.push({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(body)), sid });
      if (received.length > maxKept) received.shift();
      response
        .writeHead(201, { "Content-Type": "application/json" })
        .end(JSON.stringify({ sid, status: "queued" }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** What the provider was asked to send to `to` (E.164), oldest first. */
export async function providerRequests(to: string): Promise<ProviderRequest[]> {
  const response = await fetch(`http://127.0.0.1:${sms.port}/requests?to=${encodeURIComponent(to)}`);
  return (await response.json()) as ProviderRequest[];
}

/**
 * X-Twilio-Signature: base64 of HMAC-SHA1 with the account's token over the URL the provider
 * called, then each form field's name and value, sorted by name.
 */
export function providerSignature(url: string, form: Record<string, string>): string {
  const data =
    url +
    Object.keys(form)
      .sort()
      .map((name) => name + form[name])
      .join("");
  return createHmac("sha1", sms.token).update(data, "utf8").digest("base64");
}

/** A signed provider request to the e2e server, as the provider would send it. */
export function asProvider(path: string, form: Record<string, string>) {
  return { form, headers: { "X-Twilio-Signature": providerSignature(sms.siteOrigin + path, form) } };
}

/** A provider message id: letters and digits, unique. */
export const newMessageSid = () => `SM${randomBytes(16).toString("hex")}`;

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formIds } from "@/features/admin/leads/api/leads";
import { formLabel } from "@/features/admin/leads/labels";
import { clockAfterLead, fakeApi, json, leadDetail, leadRow, session } from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 34 on the lead page: a lead's texts as a conversation, the reply box, "No reply needed",
// and a lead that began with a text (its name, and its language). The inbox's marks and view:
// needs-reply-pages.test.tsx.

clockAfterLead(5);

const leadApi = `/api/admin/leads/case-review/${leadRow.id}`;
const leadPage = `/admin/leads/case-review/${leadRow.id}`;

const waitingConversation = {
  replyWaitingSince: "2026-11-21T18:04:00Z",
  unreadReplies: 1,
  ackFailedAt: null,
  nextTryAt: null,
  followUpTries: 0,
};

const spanishLead = {
  ...leadDetail,
  lead: {
    ...leadDetail.lead,
    language: "es",
    reference: "GC-7K3M-Q9TD",
    consent: { ...leadDetail.lead.consent, smsConsent: true },
    conversation: waitingConversation,
  },
};

const messages = [
  {
    id: "m1",
    direction: "out",
    kind: "acknowledgement",
    author: "system",
    body: "Recibimos su solicitud GC-7K3M-Q9TD.",
    media: [],
    status: "delivered",
    error: "",
    at: "2026-11-21T18:03:10Z",
    readAt: null,
    answeredAt: null,
  },
  {
    id: "m2",
    direction: "in",
    kind: "text",
    author: "worker",
    body: "¿Cuándo me llaman?",
    media: ["https://api.provider.example/Media/ME1"],
    status: "received",
    error: "",
    at: "2026-11-21T18:04:00Z",
    readAt: null,
    answeredAt: null,
  },
  {
    id: "m3",
    direction: "out",
    kind: "reply",
    author: "maria",
    body: "Hoy a las 3.",
    media: [],
    status: "undelivered",
    error: "30003",
    at: "2026-11-21T18:04:30Z",
    readAt: null,
    answeredAt: null,
  },
];

const savedReplies = [
  { id: "got-it", language: "es", label: "Recibimos su mensaje", text: "Gracias, recibimos su mensaje." },
  {
    id: "tried-to-call",
    language: "es",
    label: "Intentamos llamarle",
    text: "Intentamos llamarle por su solicitud GC-7K3M-Q9TD. Cuando le podemos llamar de nuevo?",
  },
];

const thread = (extra: Record<string, unknown> = {}) =>
  json(200, { messages, language: "es", cannotText: null, maxCharacters: 1600, savedReplies, ...extra });

function openLead(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    "GET /api/admin/session": json(200, session),
    [`GET ${leadApi}`]: json(200, spanishLead),
    [`GET ${leadApi}/messages`]: thread(),
    [`POST ${leadApi}/messages/read`]: new Response(null, { status: 204 }),
    ...answers,
  });
  renderAdmin(leadPage);
  return api;
}

const conversation = () => screen.findByRole("region", { name: "Conversation" });

describe("the conversation on the lead page", () => {
  it("shows the texts in order, each with who, when in California time, what and how it went", async () => {
    const api = openLead();
    const section = await conversation();
    const items = within(within(section).getByRole("list", { name: "Texts, oldest first" }))
      .getAllByRole("listitem")
      .filter((li) => li.parentElement?.getAttribute("aria-label") === "Texts, oldest first");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Recibimos su solicitud"),
      expect.stringContaining("¿Cuándo me llaman?"),
      expect.stringContaining("Hoy a las 3."),
    ]);
    expect(items[0]!.textContent).toContain("Sent automatically (firm) · Acknowledgement");
    expect(items[0]!.textContent).toContain("Nov 21, 2026, 10:03 AM PST");
    expect(items[0]!.textContent).toContain("Delivered");
    expect(items[0]!.className).toContain("justify-end");
    expect(items[1]!.textContent).toContain("Ana Reyes (worker)");
    expect(items[1]!.textContent).toContain("New");
    expect(items[1]!.className).toContain("justify-start");
    expect(items[2]!.textContent).toContain("maria (firm)");
    expect(items[2]!.textContent).toContain("Undelivered (error 30003)");

    // A picture is a link to the provider, opened apart, never loaded here.
    const media = within(items[1]!).getByRole("link", { name: /Attachment 1/ });
    expect(media.getAttribute("href")).toBe("https://api.provider.example/Media/ME1");
    expect(media.getAttribute("target")).toBe("_blank");
    expect(media.getAttribute("rel")).toBe("noreferrer");
    expect(section.querySelector("img")).toBeNull();

    // Shown, the worker's unread text is marked read once, with the session's CSRF token.
    await waitFor(() => expect(api.callsTo("POST", `${leadApi}/messages/read`)).toHaveLength(1));
    expect(api.callsTo("POST", `${leadApi}/messages/read`)[0]!.headers.get("X-CSRF-Token")).toBe(
      session.csrfToken,
    );
  });

  it("fills the box from a saved reply in the lead's language and sends it once", async () => {
    const sent = { ...messages[2]!, id: "m4", status: "queued", error: "", body: savedReplies[1]!.text };
    const api = openLead({
      [`POST ${leadApi}/messages`]: [new Error("network down"), json(201, { message: sent })],
    });
    const user = userEvent.setup();
    const section = await conversation();
    expect(within(section).getByRole("group", { name: /Saved replies in Spanish/ })).not.toBeNull();
    expect(within(section).queryByRole("group", { name: /Saved replies in English/ })).toBeNull();
    const choice = within(section).getByRole("button", { name: "Intentamos llamarle" });
    expect(choice.getAttribute("lang")).toBe("es");
    await user.click(choice);
    const box = within(section).getByLabelText("Reply by text") as HTMLTextAreaElement;
    expect(box.value).toBe(savedReplies[1]!.text);
    expect(document.activeElement).toBe(box);
    const counter = document.getElementById(box.getAttribute("aria-describedby")!.split(" ").at(-1)!)!;
    expect(counter.textContent).toBe("85 of 1,600 characters · 1 segment (GSM-7: 160 a segment)");
    await user.type(box, " ¿Mañana?");
    expect(counter.textContent).toContain("1 segment (GSM-7");
    await user.type(box, " Llámenos");
    expect(counter.textContent).toContain("2 segments (UCS-2 because of “á”: 67 a segment when split)");
    await user.clear(box);
    await user.click(choice);

    // The network fails; the same text tried again goes with the same key.
    await user.click(within(section).getByRole("button", { name: "Send text" }));
    expect(await within(section).findByText(/could not reach the server/)).not.toBeNull();
    await user.click(within(section).getByRole("button", { name: "Send text" }));
    expect(await within(section).findByText(/^Text sent\./)).not.toBeNull();
    const posts = api.callsTo("POST", `${leadApi}/messages`);
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((p) => p.body as { body: string; clientKey: string });
    expect(first!.body).toBe(savedReplies[1]!.text);
    expect(first!.clientKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second!.clientKey).toBe(first!.clientKey);
    expect(posts[0]!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(box.value).toBe("");
    // The thread is loaded again after the text was sent.
    await waitFor(() => expect(api.callsTo("GET", `${leadApi}/messages`).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal at the field, tied to it", async () => {
    const stop = "This number replied STOP: it cannot be texted until the worker texts START.";
    openLead({ [`POST ${leadApi}/messages`]: json(409, { errors: { body: [stop] } }) });
    const user = userEvent.setup();
    const section = await conversation();
    const box = within(section).getByLabelText("Reply by text");
    await user.type(box, "Hola");
    await user.click(within(section).getByRole("button", { name: "Send text" }));
    const problem = await within(section).findByText(stop);
    expect(problem.getAttribute("role")).toBe("alert");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")!.split(" ")).toContain(problem.id);
    expect(document.activeElement).toBe(box);
    // Said once, at the field.
    expect(within(section).getAllByText(stop)).toHaveLength(1);
  });

  it("asks for words before sending anything", async () => {
    const api = openLead();
    const user = userEvent.setup();
    const section = await conversation();
    await user.click(within(section).getByRole("button", { name: "Send text" }));
    expect(within(section).getByText("Write the text first, or choose a saved reply.")).not.toBeNull();
    expect(api.callsTo("POST", `${leadApi}/messages`)).toHaveLength(0);
  });

  it("says why no text can go, and does not offer to send one", async () => {
    const message = "The worker did not agree to texts. Call or e-mail instead.";
    openLead({ [`GET ${leadApi}/messages`]: thread({ cannotText: { reason: "noConsent", message } }) });
    const section = await conversation();
    expect(within(section).getByText(new RegExp(message.replace(/\./g, "\\.")))).not.toBeNull();
    expect((within(section).getByRole("button", { name: "Send text" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(section).getByLabelText("Reply by text") as HTMLTextAreaElement).disabled).toBe(true);
    expect(
      (within(section).getByRole("button", { name: "Intentamos llamarle" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("stops the reply clock with No reply needed", async () => {
    const api = openLead({ [`POST ${leadApi}/messages/answered`]: new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const section = await conversation();
    expect(section.textContent).toContain("waited for an answer since Nov 21, 2026, 10:04 AM PST");
    await user.click(within(section).getByRole("button", { name: "No reply needed" }));
    expect(await within(section).findByText(/the reply clock has stopped/)).not.toBeNull();
    expect(api.callsTo("POST", `${leadApi}/messages/answered`)).toHaveLength(1);
  });

  it("says at the top when the first text failed and when the next call is due", async () => {
    const conversationNow = {
      ...waitingConversation,
      ackFailedAt: "2026-11-21T18:03:20Z",
      nextTryAt: "2026-11-21T18:20:00Z",
    };
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${leadApi}`]: json(200, {
        ...spanishLead,
        lead: { ...spanishLead.lead, conversation: conversationNow },
      }),
      [`GET ${leadApi}/messages`]: thread(),
      [`POST ${leadApi}/messages/read`]: new Response(null, { status: 204 }),
    });
    renderAdmin(leadPage);
    const top = (await screen.findByRole("heading", { level: 1, name: "Ana Reyes" })).closest("section")!;
    expect(within(top).getByText("Text failed")).not.toBeNull();
    expect(within(top).getByText("Next try due Nov 21, 2026, 10:20 AM PST")).not.toBeNull();
  });

  it("still opens the lead when its texts cannot be loaded", async () => {
    openLead({ [`GET ${leadApi}/messages`]: json(500, {}) });
    const section = await conversation();
    expect(
      within(section)
        .getByText(/problem while loading the texts/)
        .closest("[role=alert]"),
    ).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Ana Reyes" })).not.toBeNull();
  });
});

describe("recording an opt-out from a text (issue 51)", () => {
  const maybe = {
    ...messages[1]!,
    id: "m4",
    body: "Dejen de mandarme mensajes, ya tengo abogado",
    media: [],
    at: "2026-11-21T18:05:00Z",
    possibleOptOut: true,
  };
  const confirmation = {
    ...messages[0]!,
    id: "m5",
    kind: "keyword_answer",
    body: "Ya no le enviaremos mensajes.",
    status: "queued",
    at: "2026-11-21T18:06:00Z",
  };
  const items = (section: HTMLElement) =>
    within(within(section).getByRole("list", { name: "Texts, oldest first" }))
      .getAllByRole("listitem")
      .filter((li) => li.parentElement?.getAttribute("aria-label") === "Texts, oldest first");

  it("flags a possible opt-out, offers the action on every worker's text, and records it once", async () => {
    const optOutPath = `${leadApi}/messages/m4/opt-out`;
    const api = openLead({
      [`GET ${leadApi}/messages`]: [
        thread({ messages: [...messages, maybe] }),
        thread({
          messages: [...messages, maybe, confirmation],
          cannotText: { reason: "optedOut", message: "This number replied STOP." },
        }),
      ],
      [`POST ${optOutPath}`]: json(201, { optedOut: true, recorded: true, confirmation }),
    });
    const user = userEvent.setup();
    const section = await conversation();
    const [ack, text, reply, flagged] = items(section);
    // The flag and its prominent button on the possible opt-out; a quieter one on the other text
    // of the worker; none on the firm's texts.
    expect(within(flagged!).getByText("This may be a request to stop texts.")).not.toBeNull();
    const button = within(flagged!).getByRole("button", { name: /^Record opt-out/ });
    expect(button.className).toContain("bg-blue-800");
    expect(button.textContent).toBe("Record opt-out from the text of Nov 21, 2026, 10:05 AM PST");
    expect(within(text!).queryByText("This may be a request to stop texts.")).toBeNull();
    const quiet = within(text!).getByRole("button", { name: /^Record opt-out/ });
    expect(quiet.className).not.toContain("bg-blue-800");
    expect(within(ack!).queryByRole("button", { name: /Record opt-out/ })).toBeNull();
    expect(within(reply!).queryByRole("button", { name: /Record opt-out/ })).toBeNull();

    await user.click(button);
    expect(
      await within(section).findByText(/^Opt-out recorded\. The worker gets one last text/),
    ).not.toBeNull();
    expect(api.callsTo("POST", optOutPath)).toHaveLength(1);
    expect(api.callsTo("POST", optOutPath)[0]!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    // The thread shows the confirmation, and no one can record it again.
    await waitFor(() => expect(within(section).queryByRole("button", { name: /Record opt-out/ })).toBeNull());
    expect(items(section).at(-1)!.textContent).toContain("Ya no le enviaremos mensajes.");
  });

  it("says when the number had opted out already, and shows a refusal", async () => {
    const api = openLead({
      [`POST ${leadApi}/messages/m2/opt-out`]: [
        json(404, { errors: { messageId: ["This lead has no text with this id."] } }),
        json(200, { optedOut: true, recorded: false, confirmation: null }),
      ],
    });
    const user = userEvent.setup();
    const section = await conversation();
    await user.click(within(items(section)[1]!).getByRole("button", { name: /^Record opt-out/ }));
    const refusal = await within(section).findByText("This lead has no text with this id.");
    expect(refusal.closest("[role=alert]")).not.toBeNull();
    await user.click(within(items(section)[1]!).getByRole("button", { name: /^Record opt-out/ }));
    expect(
      await within(section).findByText(/had already opted out of texts\. Nothing changed\./),
    ).not.toBeNull();
    expect(api.callsTo("POST", `${leadApi}/messages/m2/opt-out`)).toHaveLength(2);
  });

  it("says why no confirmation went when the text was too old for one", async () => {
    openLead({
      [`POST ${leadApi}/messages/m2/opt-out`]: json(201, {
        optedOut: true,
        recorded: true,
        confirmation: null,
        confirmationLate: true,
      }),
    });
    const user = userEvent.setup();
    const section = await conversation();
    await user.click(within(items(section)[1]!).getByRole("button", { name: /^Record opt-out/ }));
    expect(
      await within(section).findByText(
        /not even a confirmation: the law allows one only within five minutes/,
      ),
    ).not.toBeNull();
  });
});

describe("a lead that began with a text", () => {
  const textApi = `/api/admin/leads/text-message/${leadRow.id}`;
  const textLead = {
    ...leadDetail,
    lead: {
      ...leadDetail.lead,
      form: "text-message",
      firstName: "",
      lastName: "",
      email: "",
      issueTypes: [],
      answers: {},
      consent: {},
      language: "",
      conversation: { ...waitingConversation, unreadReplies: 0 },
    },
  };

  it("is named by its phone, has no answers, and takes a language that the saved replies follow", async () => {
    const english = { ...savedReplies[0]!, language: "en", label: "Got your message", text: "Thank you." };
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${textApi}`]: [
        json(200, textLead),
        json(200, { ...textLead, lead: { ...textLead.lead, language: "es" } }),
      ],
      [`GET ${textApi}/messages`]: [
        thread({ language: "", savedReplies: [english, ...savedReplies], messages: [messages[1]] }),
        thread({ messages: [messages[1]] }),
      ],
      [`POST ${textApi}/messages/read`]: new Response(null, { status: 204 }),
      [`PUT ${textApi}/language`]: json(200, { language: "es" }),
    });
    const user = userEvent.setup();
    renderAdmin(`/admin/leads/text-message/${leadRow.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "(310) 555-0100" })).not.toBeNull();
    expect(screen.getByText(/Text message, received/)).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Answers" })).toBeNull();
    const section = await conversation();
    expect(within(section).getByRole("group", { name: /Saved replies in English/ })).not.toBeNull();
    expect(within(section).getByRole("group", { name: /Saved replies in Spanish/ })).not.toBeNull();
    const choice = within(section).getByRole("group", { name: /which language does the worker write in/ });
    await user.click(within(choice).getByRole("button", { name: "Spanish" }));
    expect(await within(section).findByText(/Language set to Spanish/)).not.toBeNull();
    expect(api.callsTo("PUT", `${textApi}/language`)[0]!.body).toEqual({ language: "es" });
    await waitFor(() =>
      expect(within(section).queryByRole("group", { name: /Saved replies in English/ })).toBeNull(),
    );
    expect(within(section).queryByRole("group", { name: /which language/ })).toBeNull();
  });

  it("is called a text message wherever forms are named", () => {
    expect(formIds).toContain("text-message");
    expect(formLabel("text-message")).toBe("Text message");
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, leadDetail, leadRow, session } from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 54: a fee agreement prepared on the lead page, each wrong term said at its field, then the
// text as the worker will read it (Spanish first, English beside it).

afterEach(() => vi.unstubAllGlobals());

const base = `/api/admin/leads/case-review/${leadRow.id}/agreements`;
const template = {
  id: "contingency",
  version: 1,
  kind: "contingency",
  sample: true,
  titles: { en: "Contingency fee agreement", es: "Acuerdo de honorarios de contingencia" },
};
const agreement = {
  id: "5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f",
  template: "contingency",
  version: 1,
  kind: "contingency",
  language: "es",
  state: "draft",
  preparedBy: "maria",
  preparedAt: "2026-12-07T18:00:00.000Z",
};
const text = [
  {
    language: "es",
    title: "Acuerdo de honorarios de contingencia",
    sections: [{ heading: "Nuestros honorarios", text: "- 33.33 % si hay acuerdo" }],
  },
  {
    language: "en",
    title: "Contingency fee agreement",
    sections: [{ heading: "Our fee", text: "- 33.33% if it settles" }],
  },
];

describe("a fee agreement on the lead page", () => {
  it("is prepared from a template and the terms, and shows what the worker will read", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET /api/admin/leads/case-review/${leadRow.id}`]: json(200, { ...leadDetail, contacts: [] }),
      "GET /api/admin/agreement-templates": json(200, { templates: [template] }),
      [`GET ${base}`]: json(200, { agreements: [] }),
      [`POST ${base}`]: [
        json(422, { errors: { "fees[0].percent": ["Give the percentage as a number from 1 to 60."] } }),
        json(201, { agreement, text }),
      ],
    });
    const user = userEvent.setup();
    renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
    const section = (await screen.findByRole("heading", { name: "Fee agreement" })).closest("section")!;
    expect(
      await within(section).findByText("No agreement has been prepared for this lead yet."),
    ).not.toBeNull();
    await user.click(within(section).getByRole("radio", { name: /^Spanish/ }));
    await user.type(
      within(section).getByRole("textbox", { name: /What the agreement is for/ }),
      "Horas extra.",
    );
    const percent = within(section).getByRole("textbox", { name: "Percent 1" });
    await user.type(percent, "70");
    await user.type(
      within(section).getByRole("textbox", { name: "When percent 1 applies" }),
      "si hay acuerdo",
    );
    await user.click(within(section).getByRole("button", { name: "Prepare the agreement" }));
    expect(await within(section).findByText(/from 1 to 60/)).not.toBeNull();
    expect(percent.getAttribute("aria-invalid")).toBe("true");

    await user.clear(percent);
    await user.type(percent, "33.33");
    await user.click(within(section).getByRole("button", { name: "Prepare the agreement" }));
    const articles = await within(section).findAllByRole("article");
    expect(articles.map((a) => a.getAttribute("lang"))).toEqual(["es", "en"]);
    expect(articles[0]!.textContent).toContain("- 33.33 % si hay acuerdo");
    expect(within(section).getByText(/draft prepared by maria/)).not.toBeNull();
    expect(api.callsTo("POST", base).map((c) => c.body)).toEqual([
      {
        template: "contingency",
        language: "es",
        matter: "Horas extra.",
        fees: [{ percent: "70", when: "si hay acuerdo" }],
        costsNote: "",
      },
      {
        template: "contingency",
        language: "es",
        matter: "Horas extra.",
        fees: [{ percent: "33.33", when: "si hay acuerdo" }],
        costsNote: "",
      },
    ]);
  });
});

import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { findFigure } from "@/content/figures/find-figure";
import { wageToolCopy } from "@/content/wage-tool";
import { datedFigureText } from "@/content/figures/text";
import { WageRuleList } from "@/features/tools/components/wage-rules";
import { showDay } from "@/lib/by-day";

// The Spanish words of figures on the day they change (figures-on-change-days.test.tsx has the
// rules): the unit tests read the English catalogs, so these swap in the Spanish ones the Spanish
// build's alias picks. Dates come in as the Spanish build writes them only there (lib/format.ts).
vi.mock("#words/tools", () => import("../../content/words/es/tools"));
vi.mock("#words/figure-units", () => import("../../content/words/es/figure-units"));
vi.mock("#words/figure-words", () => import("../../content/words/es/figure-words"));
vi.mock("#words/legal-figures", () => import("../../content/words/es/legal-figures"));
vi.mock("@/lib/build-day", () => ({ buildDay: "2026-12-07" }));

describe("figures on the day they change, in Spanish", () => {
  it("the wage calculator's page says the state rate changed and its estimate may be low", () => {
    const { container } = render(<WageRuleList />);
    showDay("2027-01-01");
    const note = [...container.querySelectorAll("[data-figure-overdue]")].find(
      (n) => n.closest("[hidden]") === null,
    )!;
    expect(note.textContent).toContain("El salario mínimo estatal cambió el");
    expect(note.textContent).toContain("la calculadora usa $16.90 por hora, la última cantidad que conoce");
    expect(note.textContent).toContain("su cálculo aproximado podría quedar bajo");
    expect(note.querySelector("a")!.getAttribute("href")).toBe(
      findFigure("state-minimum-wage").officialPage.url,
    );
  });

  it("the calculator's caveat", () => {
    expect(wageToolCopy.lastKnownMinimum(3, "1 de enero de 2027")).toBe(
      "El salario mínimo cambió el 1 de enero de 2027 y esta calculadora todavía no tiene la nueva cantidad. Para 3 semanas a partir de ese día usa la última cantidad que conoce, así que su cálculo aproximado podría quedar bajo. Consulte la nueva cantidad en ",
    );
    expect(wageToolCopy.lastKnownMinimum(1, "1 de julio de 2026")).toContain("Para una semana a partir");
  });

  it("structured data dates the figure", () => {
    expect(datedFigureText("state-minimum-wage", "2026-12-07")).toMatch(
      /^\$16\.90 por hora \(vigente desde el .+; cambia el .+\)$/,
    );
    expect(datedFigureText("state-minimum-wage", "2027-01-01")).toMatch(
      /^\$16\.90 por hora \(vigente desde el .+; debía cambiar el .+\)$/,
    );
    expect(datedFigureText("crd-complaint-deadline", "2027-01-01")).toBe("tres años");
  });
});

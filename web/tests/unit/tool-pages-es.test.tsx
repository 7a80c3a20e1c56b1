import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DeadlineRuleList } from "@/features/tools/components/deadline-rules";
import { WageRuleList } from "@/features/tools/components/wage-rules";
import { deadlineToolCopy, ruleCopy } from "@/content/tools";
import { dateQuestion } from "@/features/tools/deadline-copy";
import { wageToolCopy } from "@/content/wage-tool";
import { rules } from "@/lib/deadlines";

// The Spanish words of the tool pages: every placeholder of the Spanish catalogs has its fact (a
// missing one would stop the Spanish build), periods and statutes read in Spanish, and the lists
// the pages show before anyone answers are there. The unit tests read the English catalogs; these
// swap in the Spanish ones the Spanish build's alias would pick.
vi.mock("#words/tools", () => import("../../content/words/es/tools"));
vi.mock("#words/figure-units", () => import("../../content/words/es/figure-units"));

const text = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

describe("the tool pages in Spanish", () => {
  it("cite each rule's statute in Spanish and fill in every figure", () => {
    expect(ruleCopy["crd-complaint"].statute.title).toBe("artículo 12960(e) del Código de Gobierno");
    expect(ruleCopy.whistleblower.statute.title).toBe(
      "artículo 1102.5 del Código Laboral; artículo 338(a) del Código de Procedimiento Civil",
    );
    expect(ruleCopy["eeoc-charge"].statute.title).toBe("42 U.S.C. 2000e-5(e)(1)");
    expect(ruleCopy["crd-complaint"].rule).toContain("Tiene tres años desde el último acto");
    expect(ruleCopy["crd-complaint"].rule).toContain("tiene un año para presentar una demanda");
    expect(ruleCopy.whistleblower.exception).toContain("un plazo más corto, de un año.");
    expect(ruleCopy["government-claim"].rule).toContain("dentro de seis meses.");
    expect(ruleCopy["federal-eeo"].rule).toContain("dentro de 45 días de lo que pasó");
    expect(ruleCopy["pay-stub-penalty"].rule).toContain("dentro de un año.");
    expect(ruleCopy["paga-notice"].statute.title).toBe(
      "artículo 2699.3 del Código Laboral; artículo 340(a) del Código de Procedimiento Civil",
    );
    expect(dateQuestion(["decision"]).label).toBe("¿Cuándo le comunicaron la decisión?");
    expect(dateQuestion(["last-incident", "decision"]).hint).toContain(
      "el último incidente de acoso; el día en que le comunicaron la primera decisión",
    );
    for (const id of rules.map((r) => r.id))
      expect(`${ruleCopy[id].rule} ${ruleCopy[id].exception}`).not.toMatch(/[{}]/);
    expect(deadlineToolCopy.urgentHeading).toBe("Es posible que un plazo venza en menos de 90 días");
    expect(Object.values(wageToolCopy.lineRules).join(" ")).not.toMatch(/[{}]/);
    expect(wageToolCopy.weeksHint).toBe("Hasta 209 semanas (cuatro años).");
    expect(wageToolCopy.lineRules["waiting-time"]).toContain("el empleador tenía 72 horas");
  });

  it("list every deadline rule with its time limit in Spanish", () => {
    const page = text(renderToString(<DeadlineRuleList />));
    expect(page).toContain("Los plazos que calcula esta herramienta");
    for (const id of rules.map((r) => r.id)) {
      expect(page).toContain(ruleCopy[id].title);
      expect(page).toContain(ruleCopy[id].statute.title);
    }
    expect(page).toContain("3 años");
    expect(page).toContain("300 días");
    expect(page).toContain("6 meses");
  });

  it("list the wage rules with their laws in Spanish", () => {
    const page = text(renderToString(<WageRuleList />));
    expect(page).toContain("artículo 1194 del Código Laboral");
    expect(page).toContain("artículo 510 del Código Laboral");
    expect(page).toContain("artículo 226.7 del Código Laboral");
    expect(page).toContain("artículo 203 del Código Laboral");
    expect(page).toContain("$16.00 por hora");
  });
});

import {
  cityWageFigures as englishCityWageFigures,
  industryWageFigures as englishIndustryWageFigures,
  legalFigures as englishLegalFigures,
  type FigureId,
} from "../legal-figures.ts";
import type { LegalFigure } from "../schedule.ts";

// Spanish twin of ../legal-figures.ts. The values, dates and sources stay in the English module
// (the one scripts/check-content.ts and the tests check); this one gives the words pages show in
// Spanish: the city and industry names, the notes on how a figure changes and the names of the
// official pages. A figure whose words are missing here fails the Spanish build.
export type { FigureId };

/** The names of the official pages where a reader checks a figure, by their English name. */
const pageTitles: Record<string, string> = {
  "Department of Industrial Relations: minimum wage":
    "Departamento de Relaciones Industriales: salario mínimo",
  "Department of Industrial Relations: health care worker minimum wage":
    "Departamento de Relaciones Industriales: salario mínimo de los trabajadores del cuidado de la salud",
  "Civil Rights Department: file a complaint": "Departamento de Derechos Civiles: presentar una queja",
  "EEOC: time limits for filing a charge": "EEOC: plazos para presentar un cargo",
  "Labor Commissioner: how to file a wage claim": "Comisionado Laboral: cómo presentar un reclamo salarial",
  "Labor Commissioner: how to file a retaliation complaint":
    "Comisionado Laboral: cómo presentar una queja por represalias",
  "Labor Commissioner: meal and rest periods": "Comisionado Laboral: periodos para comer y de descanso",
  "Civil Rights Department: family and medical leave":
    "Departamento de Derechos Civiles: licencia familiar y médica",
  "Civil Rights Department": "Departamento de Derechos Civiles",
  "Fast Food Council": "Consejo de Comida Rápida (Fast Food Council)",
  "San Francisco Office of Labor Standards Enforcement":
    "Oficina de Cumplimiento de Normas Laborales de San Francisco",
  "Los Angeles Office of Wage Standards": "Oficina de Normas Salariales de Los Ángeles",
};

/** "City of Berkeley: minimum wage" and the like. */
const cityPageTitle = /^City of (.+): minimum wage$/;

function pageTitle(title: string, id: string): string {
  const city = cityPageTitle.exec(title);
  if (city) return `Ciudad de ${city[1]}: salario mínimo`;
  const spanish = pageTitles[title];
  if (spanish === undefined) throw new Error(`${id}: no Spanish name for the official page "${title}"`);
  return spanish;
}

/** The notes on how a figure changes, by figure id (the cities' notes are written below). */
const changeNotes: Record<string, string> = {
  "state-minimum-wage":
    "La tarifa estatal se ajusta por la inflación cada 1 de enero; el estado anuncia la nueva tarifa el verano anterior.",
  "exempt-salary-floor":
    "Es el doble del salario mínimo estatal por un año de tiempo completo, así que cambia con la tarifa estatal.",
  "health-care-high-payor": "Esta tarifa sube 3.5% cada 1 de julio hasta llegar a $25.",
};

const cityNames: Record<string, string> = { "Los Angeles (city)": "Los Ángeles (ciudad)" };

const industries: Record<string, { industry: string; detail: string }> = {
  "fast-food-minimum-wage": {
    industry: "Restaurantes de comida rápida de cadenas nacionales (60 o más locales)",
    detail:
      "AB 1228. El Consejo de Comida Rápida (Fast Food Council) del estado puede subirlo una vez al año.",
  },
  "health-care-large-systems": {
    industry:
      "Cuidado de la salud: grandes sistemas de salud (más de 10,000 trabajadores), clínicas de diálisis, condados grandes",
    detail: "Salario mínimo del cuidado de la salud (SB 525), vigente desde el 16 de octubre de 2024.",
  },
  "health-care-high-payor": {
    industry:
      "Cuidado de la salud: hospitales rurales y hospitales con muchos pacientes de programas del gobierno, condados pequeños",
    detail: "Sube 3.5% cada 1 de julio hasta llegar a $25 en 2033.",
  },
  "health-care-clinics": {
    industry:
      "Cuidado de la salud: clínicas comunitarias, clínicas de salud rurales y su atención de urgencia",
    detail: "Llega a $25 el 1 de julio de 2027.",
  },
  "health-care-other": {
    industry: "Cuidado de la salud: todos los demás centros cubiertos (incluidos los condados medianos)",
    detail: "Llega a $25 el 1 de julio de 2028.",
  },
};

/** A figure with the Spanish name of its official page and, when it has one, its change note. */
function inSpanish<F extends LegalFigure>(figure: F, changeNote?: string): F {
  const note = changeNote ?? changeNotes[figure.id];
  if (figure.changeNote !== undefined && note === undefined)
    throw new Error(`${figure.id}: no Spanish change note`);
  return {
    ...figure,
    officialPage: { ...figure.officialPage, title: pageTitle(figure.officialPage.title, figure.id) },
    ...(figure.changeNote !== undefined ? { changeNote: note } : {}),
  };
}

export const cityWageFigures: readonly (LegalFigure & { city: string })[] = englishCityWageFigures.map(
  (f) => {
    const city = cityNames[f.city] ?? f.city;
    const day = f.changesEveryYearOn === "01-01" ? "1 de enero" : "1 de julio";
    return { ...inSpanish(f, `${city} ajusta su tarifa cada ${day}.`), city };
  },
);

export const industryWageFigures: readonly (LegalFigure & { industry: string; detail: string })[] =
  englishIndustryWageFigures.map((f) => {
    const words = industries[f.id];
    if (!words) throw new Error(`${f.id}: no Spanish industry name`);
    return { ...inSpanish(f), ...words };
  });

const translated = new Map<string, LegalFigure>(
  [...cityWageFigures, ...industryWageFigures].map((f) => [f.id, f]),
);

export const legalFigures: readonly LegalFigure[] = englishLegalFigures.map(
  (f) => translated.get(f.id) ?? inSpanish(f),
);

/** The figure with this id; throws on an unknown id so a typo fails the prerender. */
export function findFigure(id: FigureId): LegalFigure {
  const figure = legalFigures.find((f) => f.id === id);
  if (!figure) throw new Error(`unknown legal figure: ${id}`);
  return figure;
}

import type english from "../en/legal-figures";

// The Spanish words of the legal figures (content/figures/legal-figures.ts); each {name} is a fact
// filled in from content/figures/legal-figure-facts.ts (see the English catalog).
export default {
  officialPages: {
    "dir-minimum-wage": "Departamento de Relaciones Industriales: salario mínimo",
    "dir-health-care":
      "Departamento de Relaciones Industriales: salario mínimo de los trabajadores del cuidado de la salud",
    "crd-complaint": "Departamento de Derechos Civiles: presentar una queja",
    "eeoc-time-limits": "EEOC: plazos para presentar un cargo",
    "wage-claim": "Comisionado Laboral: cómo presentar un reclamo salarial",
    "retaliation-complaint": "Comisionado Laboral: cómo presentar una queja por represalias",
    "meal-and-rest": "Comisionado Laboral: periodos para comer y de descanso",
    "crd-leave": "Departamento de Derechos Civiles: licencia familiar y médica",
    crd: "Departamento de Derechos Civiles",
    "fast-food-council": "Consejo de Comida Rápida (Fast Food Council)",
    "city-mountain-view": "Ciudad de Mountain View: salario mínimo",
    "city-san-francisco": "Oficina de Cumplimiento de Normas Laborales de San Francisco",
    "city-berkeley": "Ciudad de Berkeley: salario mínimo",
    "city-palo-alto": "Ciudad de Palo Alto: salario mínimo",
    "city-san-jose": "Ciudad de San Jose: salario mínimo",
    "city-los-angeles": "Oficina de Normas Salariales de Los Ángeles",
    "city-san-diego": "Ciudad de San Diego: salario mínimo",
    "city-oakland": "Ciudad de Oakland: salario mínimo",
  },
  changeNotes: {
    "state-minimum-wage":
      "El salario mínimo estatal se ajusta por la inflación cada {changeDay}; el estado anuncia el nuevo el verano anterior.",
    "exempt-salary-floor":
      "Es el doble del salario mínimo estatal por un año de tiempo completo, así que cambia con el salario mínimo estatal.",
    "health-care-high-payor": "Este salario mínimo sube {raise}% cada {changeDay} hasta llegar a {cap}.",
  },
  cityChangeNote: "{city} ajusta su salario mínimo cada {changeDay}.",
  cities: {
    "mountain-view": "Mountain View",
    "san-francisco": "San Francisco",
    berkeley: "Berkeley",
    "palo-alto": "Palo Alto",
    "san-jose": "San Jose",
    "los-angeles": "Los Ángeles (ciudad)",
    "san-diego": "San Diego",
    oakland: "Oakland",
  },
  industries: {
    "fast-food-minimum-wage": {
      industry: "Restaurantes de comida rápida de cadenas nacionales ({minLocations} o más locales)",
      detail:
        "AB 1228. El Consejo de Comida Rápida (Fast Food Council) del estado puede subirlo una vez al año.",
    },
    "health-care-large-systems": {
      industry:
        "Cuidado de la salud: grandes sistemas de salud ({minWorkers} trabajadores o más), clínicas de diálisis, condados grandes",
      detail: "Salario mínimo del cuidado de la salud (SB 525), vigente desde el {since}.",
    },
    "health-care-high-payor": {
      industry:
        "Cuidado de la salud: hospitales rurales y hospitales con muchos pacientes de programas del gobierno, condados pequeños",
      detail: "Sube {raise}% cada {changeDay} hasta llegar a {cap} en {capYear}.",
    },
    "health-care-clinics": {
      industry:
        "Cuidado de la salud: clínicas comunitarias, clínicas de salud rurales y su atención de urgencia",
      detail: "Llega a {finalAmount} el {finalDate}.",
    },
    "health-care-other": {
      industry: "Cuidado de la salud: todos los demás centros cubiertos (incluidos los condados medianos)",
      detail: "Llega a {finalAmount} el {finalDate}.",
    },
  },
} satisfies typeof english;

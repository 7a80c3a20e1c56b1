// The words of the legal figures (content/figures/legal-figures.ts): the names of the cities,
// industries and official pages, and the notes on how a figure changes. Every number in them is a
// fact of content/figures/legal-figure-facts.ts, filled in for its {name}: {changeDay} the day of
// the year the figure changes, {since} its first value's day, {finalAmount} and {finalDate} its
// last value and day, and the figure's own terms ({raise}, {cap}, ...).
export default {
  /** The official pages where a reader checks a figure, by id ("city-<id>" for a city's own page). */
  officialPages: {
    "dir-minimum-wage": "Department of Industrial Relations: minimum wage",
    "dir-health-care": "Department of Industrial Relations: health care worker minimum wage",
    "crd-complaint": "Civil Rights Department: file a complaint",
    "eeoc-time-limits": "EEOC: time limits for filing a charge",
    "wage-claim": "Labor Commissioner: how to file a wage claim",
    "retaliation-complaint": "Labor Commissioner: how to file a retaliation complaint",
    "meal-and-rest": "Labor Commissioner: meal and rest periods",
    "crd-leave": "Civil Rights Department: family and medical leave",
    crd: "Civil Rights Department",
    "fast-food-council": "Fast Food Council",
    "city-mountain-view": "City of Mountain View: minimum wage",
    "city-san-francisco": "San Francisco Office of Labor Standards Enforcement",
    "city-berkeley": "City of Berkeley: minimum wage",
    "city-palo-alto": "City of Palo Alto: minimum wage",
    "city-san-jose": "City of San Jose: minimum wage",
    "city-los-angeles": "Los Angeles Office of Wage Standards",
    "city-san-diego": "City of San Diego: minimum wage",
    "city-oakland": "City of Oakland: minimum wage",
  },
  /** How a figure that changes every year changes, by figure id (the cities': cityChangeNote). */
  changeNotes: {
    "state-minimum-wage":
      "The state rate is adjusted for inflation every {changeDay}; the state announces the new rate the summer before.",
    "exempt-salary-floor":
      "It is twice the state minimum wage for a full-time year, so it changes with the state rate.",
    "health-care-high-payor": "This rate rises {raise}% every {changeDay} until it reaches {cap}.",
  },
  /** {city} is the city's name below. */
  cityChangeNote: "{city} adjusts its rate every {changeDay}.",
  /** The cities with their own minimum wage, by city id. */
  cities: {
    "mountain-view": "Mountain View",
    "san-francisco": "San Francisco",
    berkeley: "Berkeley",
    "palo-alto": "Palo Alto",
    "san-jose": "San Jose",
    "los-angeles": "Los Angeles (city)",
    "san-diego": "San Diego",
    oakland: "Oakland",
  },
  /** The industries with their own minimum wage, by figure id: who it covers, and a detail. */
  industries: {
    "fast-food-minimum-wage": {
      industry: "Fast-food restaurants of national chains ({minLocations} or more locations)",
      detail: "AB 1228. The state's Fast Food Council may raise it once a year.",
    },
    "health-care-large-systems": {
      industry: "Health care: large health systems ({minWorkers}+ workers), dialysis clinics, large counties",
      detail: "Health-care minimum wage (SB 525), in force since {since}.",
    },
    "health-care-high-payor": {
      industry: "Health care: rural and high government-payor hospitals, small counties",
      detail: "Rises {raise}% every {changeDay} until it reaches {cap} in {capYear}.",
    },
    "health-care-clinics": {
      industry: "Health care: community clinics, rural health clinics and their urgent care",
      detail: "Reaches {finalAmount} on {finalDate}.",
    },
    "health-care-other": {
      industry: "Health care: all other covered facilities (including mid-size counties)",
      detail: "Reaches {finalAmount} on {finalDate}.",
    },
  },
};

// The words of content/intake-titles.ts: the intake forms' titles, by form id, and what the
// dialog says while a form's code loads.
export default {
  titles: {
    "case-review": "Free case review",
    "harassment-questionnaire": "Confidential help with sexual harassment",
  },
  loading: "Loading the form…",
  loadFailed: "The form did not load. Check your connection and open the form on its own page, or call us.",
  openPage: "Open the form on its own page",
};

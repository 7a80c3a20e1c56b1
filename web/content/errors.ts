/** What a page says when it failed to render, beyond the HTTP status when there is one. */
export const renderErrorCopy = {
  heading: "Something went wrong",
  publicAdvice: "Please reload the page. If it keeps happening, call us and we will help by phone.",
  shellAdvice: "Please reload the page.",
} as const;

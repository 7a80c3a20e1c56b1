// The words of content/errors.ts: what a page says when it failed to render.
export default {
  heading: "Something went wrong",
  publicAdvice: "Please reload the page. If it keeps happening, call us and we will help by phone.",
  shellAdvice: "Please reload the page.",
};

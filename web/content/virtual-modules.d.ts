// Modules that Vite plugins generate at build time (scripts/).
declare module "virtual:content-dates" {
  /** Page key (e.g. "legal/privacy") -> the day its text last changed, YYYY-MM-DD. */
  const dates: Record<string, string>;
  export default dates;
}

// Legal figures whose scheduled change day has come with no new value entered. Pages then show the
// last value with "check the current rate at <official page>"; this check tells the team.
//   node scripts/check-content.ts [--today YYYY-MM-DD] [--warn]
// Exits 1 when any figure is overdue or the data is unsound; with --warn, prints and exits 0 for
// overdue figures (scripts/test uses it, so a date passing does not break unrelated work).
import { legalFigureFacts as legalFigures } from "../content/figures/legal-figure-facts.ts";
import { californiaToday, formatDate } from "../lib/format.ts";
import { figureDataProblems, figureOn, overdueFigures } from "../content/figures/schedule.ts";

const args = process.argv.slice(2);
const todayArg = args.indexOf("--today");
const today = todayArg >= 0 ? (args[todayArg + 1] ?? "") : californiaToday();
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`check-content: --today needs a date written YYYY-MM-DD, got "${today}"`);
  process.exit(2);
}

const problems = figureDataProblems(legalFigures);
for (const p of problems) console.error(`legal figure data: ${p}`);

const overdue = overdueFigures(legalFigures, today);
if (overdue.length === 0) console.log(`legal figures: all ${legalFigures.length} current on ${today}`);
for (const f of overdue) {
  const state = figureOn(f, today);
  console.log(
    `WARNING: legal figure ${f.id} was due to change on ${formatDate(state.unknownChange!.date)}; ` +
      `enter the new value in web/content/figures/legal-figure-facts.ts (check ${f.officialPage.url})`,
  );
}
if (problems.length > 0) process.exit(1);
if (overdue.length > 0 && !args.includes("--warn")) process.exit(1);

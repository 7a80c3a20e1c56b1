import { deadlineList } from "@/content/tools";
import { StatuteLink } from "./statute-link";

/**
 * Every deadline the tool can estimate (config/deadlines/rules.json with its words, and the
 * federal step): where to file, the time limit and the law. It needs no answer, so the page's
 * prerendered HTML says what the tool knows before anyone types.
 */
export function DeadlineRuleList() {
  return (
    <section aria-labelledby="deadline-rules-heading" className="mt-12">
      <h2 id="deadline-rules-heading" className="text-2xl font-bold text-slate-900">
        {deadlineList.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{deadlineList.intro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {deadlineList.items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-300 bg-white p-4" data-rule={item.id}>
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
              <dt className="font-semibold">{deadlineList.period}</dt>
              <dd>{item.period}</dd>
              <dt className="font-semibold">{deadlineList.where}</dt>
              <dd>{item.where}</dd>
              <dt className="font-semibold">{deadlineList.law}</dt>
              <dd>
                <StatuteLink statute={item.statute} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

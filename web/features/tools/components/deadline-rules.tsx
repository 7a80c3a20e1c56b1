import { deadlineList } from "@/content/tools";
import { RuleCards } from "./rule-cards";
import { StatuteLink } from "./statute-link";

/**
 * Every deadline the tool can estimate (config/deadlines/rules.json with its words, and the
 * federal step): where to file, the time limit and the law. It needs no answer, so the page's
 * prerendered HTML says what the tool knows before anyone types.
 */
export function DeadlineRuleList() {
  return (
    <RuleCards
      id="deadline-rules-heading"
      heading={deadlineList.heading}
      intro={deadlineList.intro}
      items={deadlineList.items}
      body={(item) => (
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
      )}
    />
  );
}

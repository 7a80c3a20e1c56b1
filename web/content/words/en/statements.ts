// The words of content/statements.ts: sentences many pages say, each in one wording.
export default {
  whoReadsRequests:
    "Our intake team reads every request, and an attorney reviews each one that may be a case we can take.",
  priorResultsDisclaimer: "Prior results do not guarantee a similar outcome.",
  sampleLabels: {
    figure: "Sample figure",
    case: "Sample case",
    story: "Sample story",
    profile: "Sample profile",
  },
};
